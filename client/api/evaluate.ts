import { DELETE, GET, POST, http } from '@/client/http';
import type { PaginationResult } from '@/contract/common';
import type {
  Dataset,
  DatasetCodeQuery,
  DatasetContentUpload,
  DatasetMembersUpdate,
  EvaluateCodeQuery,
  EvaluateListQuery,
  Evaluation,
  EvaluationDeleteQuery,
  EvaluationDetail,
  EvaluationMetric,
  EvaluationStartRequest,
  MetricsQuery,
} from '@/contract/evaluate';

/** Evaluation datasets and runs (spec section 7, contract section 2). */

const EVALUATE = '/api/v1/evaluate';

export const getDatasets = (query: EvaluateListQuery = {}) =>
  GET<EvaluateListQuery, PaginationResult<Dataset>>(`${EVALUATE}/datasets`, query);

/** The server reads these as form fields, not JSON. */
export const uploadDatasetContent = (fields: DatasetContentUpload) => {
  const form = new FormData();
  form.append('dataset_name', fields.dataset_name);
  form.append('members', fields.members);
  form.append('content', fields.content);
  return POST<FormData, Dataset>(`${EVALUATE}/dataset/upload/content`, form);
};

/** Form fields `dataset_name`, `members` and the file as `doc_file`. */
export const uploadDatasetFile = (form: FormData) =>
  POST<FormData, Dataset>(`${EVALUATE}/dataset/upload/file`, form);

export const deleteDataset = (code: string) =>
  DELETE<DatasetCodeQuery, null>(`${EVALUATE}/dataset`, { code });

/**
 * Answers the file itself; a failure comes back as a JSON envelope inside the blob, so callers
 * check the response's content type.
 */
export const downloadDataset = (code: string) =>
  http.get<Blob>(`${EVALUATE}/dataset/download`, {
    params: { code } satisfies DatasetCodeQuery,
    responseType: 'blob',
  });

export const downloadEvaluationResult = (evaluateCode: string) =>
  http.get<Blob>(`${EVALUATE}/evaluation/result/download`, {
    params: { evaluate_code: evaluateCode } satisfies EvaluateCodeQuery,
    responseType: 'blob',
  });

export const deleteEvaluation = (evaluationCode: string) =>
  DELETE<EvaluationDeleteQuery, null>(`${EVALUATE}/evaluation`, { evaluation_code: evaluationCode });

export const getEvaluations = (query: EvaluateListQuery = {}) =>
  GET<EvaluateListQuery, PaginationResult<Evaluation>>(`${EVALUATE}/evaluations`, query);

export const getMetrics = (query: MetricsQuery) =>
  GET<MetricsQuery, EvaluationMetric[]>(`${EVALUATE}/metrics`, query);

export const getEvaluationDetail = (evaluateCode: string) =>
  GET<EvaluateCodeQuery, EvaluationDetail>(`${EVALUATE}/evaluation/detail/show`, {
    evaluate_code: evaluateCode,
  });

/** Starts a run in the background; `data` is the evaluation in state `todo`. */
export const startEvaluation = (body: EvaluationStartRequest) =>
  POST<EvaluationStartRequest, Evaluation>(`${EVALUATE}/start`, body);

export const updateDatasetMembers = (body: DatasetMembersUpdate) =>
  POST<DatasetMembersUpdate, Dataset>(`${EVALUATE}/dataset/members/update`, body);
