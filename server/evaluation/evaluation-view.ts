import type { Dataset, Evaluation, EvaluationDetailRow } from '@/contract/evaluate';
import type { ServerLanguage } from '../i18n/language';
import type { StoredDataset } from '../repositories/evaluation-datasets';
import type { EvaluationRowRecord, StoredEvaluation } from '../repositories/evaluations';
import { toServeTimestamp } from '../repositories/timestamp';
import { readStoredText } from './stored-text';

/** A dataset in the wire shape (contract 2.0); the rows themselves come with the download. */
export function datasetView(dataset: StoredDataset): Dataset {
  return {
    code: dataset.code,
    name: dataset.name,
    file_type: dataset.fileType,
    storage_type: dataset.storageType,
    storage_position: null,
    datasets_count: dataset.rowsCount,
    have_answer: dataset.haveAnswer,
    members: dataset.members,
    user_name: dataset.userName,
    user_id: dataset.userId,
    sys_code: dataset.sysCode,
    gmt_create: toServeTimestamp(dataset.createdAt),
    gmt_modified: toServeTimestamp(dataset.updatedAt),
  };
}

/** An evaluation in the wire shape (contract 2.0), with our `progress`; `datasets` is the dataset's code. */
export function evaluationView(evaluation: StoredEvaluation, language: ServerLanguage): Evaluation {
  return {
    evaluate_code: evaluation.code,
    scene_key: evaluation.sceneKey,
    scene_value: evaluation.sceneValue,
    datasets_name: evaluation.datasetName,
    datasets: evaluation.datasetCode,
    evaluate_metrics: evaluation.metrics,
    context: evaluation.context,
    user_name: evaluation.userName,
    user_id: evaluation.userId,
    sys_code: evaluation.sysCode,
    parallel_num: evaluation.parallelNum,
    state: evaluation.state,
    result: null,
    storage_type: 'db',
    average_score: evaluation.averageScore,
    log_info: readStoredText(evaluation.logInfo, language),
    gmt_create: toServeTimestamp(evaluation.createdAt),
    gmt_modified: toServeTimestamp(evaluation.updatedAt),
    progress: { done: evaluation.doneCount, total: evaluation.totalCount },
  };
}

export function detailRowView(row: EvaluationRowRecord, language: ServerLanguage): EvaluationDetailRow {
  return {
    row_index: row.rowIndex,
    query: row.query,
    factual: row.factual,
    answer: row.answer,
    context: row.retrieved.map((chunk) => ({
      chunk_id: chunk.chunkId,
      document_name: chunk.documentName,
      content: chunk.content,
      score: chunk.score,
    })),
    scores: row.scores,
    error: readStoredText(row.error, language),
    done: row.done,
  };
}
