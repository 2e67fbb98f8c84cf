import { DELETE, GET, http, POST, PUT } from '@/client/http';
import type { PaginationResult } from '@/contract/common';
import type {
  FileMetadata,
  FileMetadataBatchRequest,
  FlowCreateRequest,
  FlowExportQuery,
  FlowImportQuery,
  FlowListQuery,
  FlowNodeRefreshRequest,
  FlowNodesQuery,
  FlowPanel,
  FlowExportFile,
  FlowTemplatesQuery,
  FlowUpdateRequest,
  NodeMetadata,
  Variable,
  VariableKey,
  VariableKeysQuery,
  VariableRequest,
  VariablesQuery,
} from '@/contract/flow';

/** AWEL flows, their editor and variables (spec section 7, contract section 3). */

const AWEL = '/api/v2/serve/awel';

const flowPath = (uid: string) => `${AWEL}/flows/${encodeURIComponent(uid)}`;

export const addFlow = (body: FlowCreateRequest) => POST<FlowCreateRequest, FlowPanel>(`${AWEL}/flows`, body);

export const getFlows = (query: FlowListQuery = {}) =>
  GET<FlowListQuery, PaginationResult<FlowPanel>>(`${AWEL}/flows`, query);

export const getFlowById = (uid: string) => GET<undefined, FlowPanel>(flowPath(uid));

/** The server picks the flow by the body's `uid`; the path is kept in step with it. */
export const updateFlowById = (uid: string, body: Omit<FlowUpdateRequest, 'uid'> & { uid?: string }) =>
  PUT<FlowUpdateRequest, FlowPanel>(flowPath(uid), { ...body, uid: body.uid ?? uid });

export const deleteFlowById = (uid: string) => DELETE<undefined, FlowPanel>(flowPath(uid));

/** `tags` filters nodes by their own tags; it travels JSON-encoded. */
export const getFlowNodes = (tags?: Record<string, string>) =>
  GET<FlowNodesQuery, NodeMetadata[]>(`${AWEL}/nodes`, tags ? { tags: JSON.stringify(tags) } : undefined);

export const refreshFlowNode = (body: FlowNodeRefreshRequest) =>
  POST<FlowNodeRefreshRequest, NodeMetadata>(`${AWEL}/nodes/refresh`, body);

/** Multipart field `file` (.json or .zip); `save_flow` must be a query parameter to take effect. */
export const importFlow = (form: FormData, saveFlow = false) =>
  POST<FormData, FlowPanel>(`${AWEL}/flow/import`, form, {
    params: { save_flow: saveFlow } satisfies FlowImportQuery,
  });

export const getFlowTemplates = (query: FlowTemplatesQuery = {}) =>
  GET<FlowTemplatesQuery, PaginationResult<FlowPanel>>(`${AWEL}/flow/templates`, query);

export const getVariableKeys = (query: VariableKeysQuery = {}) =>
  GET<VariableKeysQuery, VariableKey[]>(`${AWEL}/variables/keys`, query);

export const getVariablesByKey = (query: VariablesQuery) =>
  GET<VariablesQuery, PaginationResult<Variable>>(`${AWEL}/variables`, query);

/** Secret variables: admins only; their value comes back as `SECRET_VALUE_MASK`, and sending the mask keeps it. */
export const addVariable = (body: VariableRequest) =>
  POST<VariableRequest, Variable>(`${AWEL}/variables`, body);

export const updateVariable = (id: number, body: VariableRequest) =>
  PUT<VariableRequest, Variable>(`${AWEL}/variables/${id}`, body);

export const deleteVariable = (id: number) => DELETE<undefined, Variable>(`${AWEL}/variables/${id}`);

const exportPath = (uid: string) => `${AWEL}/flow/export/${encodeURIComponent(uid)}`;

/** The flow as a downloadable file: `.json` (`export_type=json`) or a `.zip` dbgpts package. Not enveloped. */
export const exportFlowFile = (uid: string, query: Omit<FlowExportQuery, 'format'> = {}) =>
  http.get<Blob>(exportPath(uid), { params: { ...query, format: 'file' }, responseType: 'blob' });

/** The JSON export as data (`{flow}`, not enveloped), e.g. to show it as text. */
export const exportFlowJson = (uid: string) =>
  http.get<FlowExportFile>(exportPath(uid), { params: { export_type: 'json', format: 'json' } });

/** Send exactly one of `uris` or `bucket_file_pairs`; answers in the same order. */
export const getFileMetadataBatch = (body: FileMetadataBatchRequest) =>
  POST<FileMetadataBatchRequest, FileMetadata[]>('/api/v2/serve/file/files/metadata/batch', body);
