import { FILE_SERVE_PATH } from '@/contract/constants/file';
import type { FileMetadata, FileMetadataBatchRequest } from '@/contract/file';
import { API_BASE_URL, DELETE, POST } from '../http';

/** Metadata of several stored files, in request order (contract 3.12). */
export function getFilesMetadata(body: FileMetadataBatchRequest) {
  return POST<FileMetadataBatchRequest, FileMetadata[]>(`${FILE_SERVE_PATH}/metadata/batch`, body);
}

export function deleteFile(bucket: string, fileId: string) {
  return DELETE<undefined, null>(
    `${FILE_SERVE_PATH}/${encodeURIComponent(bucket)}/${encodeURIComponent(fileId)}`,
  );
}

/** Where the browser downloads a stored file (contract 3.13); the answer is raw bytes, not an envelope. */
export function fileServeUrl(bucket: string, fileId: string): string {
  return `${API_BASE_URL}${FILE_SERVE_PATH}/${encodeURIComponent(bucket)}/${encodeURIComponent(fileId)}`;
}
