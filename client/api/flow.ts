import { DELETE, GET, http, POST, PUT } from '@/client/http';
import type { PaginationResult } from '@/contract/common';
import type {
  FileMetadata,
  FileMetadataBatchRequest,
  FlowCreateRequest,
  FlowExportFile,
  FlowExportQuery,
  FlowImportQuery,
  FlowListQuery,
  FlowNodeRefreshRequest,
  FlowNodesQuery,
  FlowPanel,
  FlowTemplatesQuery,
  FlowUpdateRequest,
  FlowVersion,
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
export const createVariable = (body: VariableRequest) =>
  POST<VariableRequest, Variable>(`${AWEL}/variables`, body);

export const updateVariable = (id: number, body: VariableRequest) =>
  PUT<VariableRequest, Variable>(`${AWEL}/variables/${id}`, body);

export const deleteVariable = (id: number) => DELETE<undefined, Variable | null>(`${AWEL}/variables/${id}`);

const exportPath = (uid: string) => `${AWEL}/flow/export/${encodeURIComponent(uid)}`;

/** The export as text: `{"flow": FlowPanel}`, not enveloped (a failure still answers an envelope). */
export const exportFlowJson = (uid: string, exportType: 'json' | 'dbgpts' = 'json') =>
  http.get<FlowExportFile>(exportPath(uid), {
    params: { export_type: exportType, format: 'json' } satisfies FlowExportQuery,
  });

/** The export as a file's bytes (`.json` or a dbgpts `.zip`); a failure's envelope comes as bytes too. */
export const exportFlowFile = (uid: string, exportType: 'json' | 'dbgpts', fileName?: string) =>
  http.get<ArrayBuffer>(exportPath(uid), {
    params: { export_type: exportType, format: 'file', file_name: fileName } satisfies FlowExportQuery,
    responseType: 'arraybuffer',
  });

/** Beyond DB-GPT: the definitions kept at each save, newest first. */
export const getFlowVersions = (uid: string) => GET<undefined, FlowVersion[]>(`${flowPath(uid)}/versions`);

export const restoreFlowVersion = (uid: string, version: number) =>
  POST<undefined, FlowPanel>(`${flowPath(uid)}/versions/${version}/restore`);

/** Send exactly one of `uris` or `bucket_file_pairs`; answers in the same order. */
export const getFileMetadataBatch = (body: FileMetadataBatchRequest) =>
  POST<FileMetadataBatchRequest, FileMetadata[]>('/api/v2/serve/file/files/metadata/batch', body);
