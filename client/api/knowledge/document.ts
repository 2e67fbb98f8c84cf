import type { AxiosRequestConfig } from 'axios';
import { POST } from '@/client/http';
import type {
  DocumentAddRequest,
  DocumentDeleteRequest,
  DocumentEditRequest,
  DocumentListRequest,
  DocumentListResponse,
  DocumentSyncBatchRequest,
  DocumentSyncBatchResponse,
  DocumentSyncRequest,
  YuqueDocumentAddRequest,
} from '@/contract/knowledge';
import { spacePath } from './paths';

/** Documents of a space (contract 4.1–4.8). Paging travels in the body. */

export const getDocumentList = (space: string, body: DocumentListRequest = {}) =>
  POST<DocumentListRequest, DocumentListResponse>(spacePath(space, 'document/list'), body);

/** `data` is the new document id; it stays `TODO` until synced. */
export const addDocument = (space: string, body: DocumentAddRequest) =>
  POST<DocumentAddRequest, number>(spacePath(space, 'document/add'), body);

export const editDocument = (space: string, body: DocumentEditRequest) =>
  POST<DocumentEditRequest, null>(spacePath(space, 'document/edit'), body);

export const syncDocument = (space: string, body: DocumentSyncRequest) =>
  POST<DocumentSyncRequest, number[]>(spacePath(space, 'document/sync'), body);

/** The body is a JSON array, one entry per document. */
export const syncDocumentBatch = (space: string, body: DocumentSyncBatchRequest) =>
  POST<DocumentSyncBatchRequest, DocumentSyncBatchResponse>(spacePath(space, 'document/sync_batch'), body);

/**
 * Multipart fields `doc_name`, `doc_type` and the file as `doc_file`; `data` is the document id. `config`
 * carries e.g. `onUploadProgress` for a per-file progress bar.
 */
export const uploadDocument = (space: string, form: FormData, config?: AxiosRequestConfig) =>
  POST<FormData, number>(spacePath(space, 'document/upload'), form, config);

/** Deletes by `doc_name`, not id. */
export const deleteDocument = (space: string, body: DocumentDeleteRequest) =>
  POST<DocumentDeleteRequest, string | null>(spacePath(space, 'document/delete'), body);

export const addYuqueDocument = (space: string, body: YuqueDocumentAddRequest) =>
  POST<YuqueDocumentAddRequest, number>(spacePath(space, 'document/yuque/add'), body);
