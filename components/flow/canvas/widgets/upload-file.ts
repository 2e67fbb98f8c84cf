import { POST } from '@/client/http';
import { FILE_SERVE_PATH } from '@/contract/constants/file';
import type { FlowParameter } from '@/contract/flow';
import { numberAttr, uiAttr, stringAttr } from './ui-attr';

/** One entry of `POST /api/v2/serve/file/files/{bucket}` (contract 3.13). */
export interface UploadedFile {
  file_name: string;
  file_id: string;
  bucket: string;
  uri: string;
}

export const uploadFiles = (bucket: string, files: readonly File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return POST<FormData, UploadedFile[]>(`${FILE_SERVE_PATH}/${encodeURIComponent(bucket)}`, form);
};

export interface UploadRules {
  bucket: string;
  /** Bytes; none when the parameter sets no limit. */
  maxSize?: number;
  /** Extensions (`.csv`) or MIME types (`text/*`); any file when empty. */
  types: string[];
  maxCount: number;
}

const DEFAULT_BUCKET = 'dbgpt';

export function uploadRulesOf(parameter: FlowParameter): UploadRules {
  const types = uiAttr(parameter, 'file_types');
  return {
    bucket: stringAttr(parameter, 'bucket') ?? DEFAULT_BUCKET,
    maxSize: numberAttr(parameter, 'max_file_size'),
    types: Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : [],
    maxCount: numberAttr(parameter, 'max_count') ?? (parameter.is_list ? Number.POSITIVE_INFINITY : 1),
  };
}

/** Whether `file` is one of `types`: by extension, exact MIME type, or a `type/*` family. */
export function fileTypeAllowed(file: File, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const name = file.name.toLowerCase();
  return types.some((type) => {
    const wanted = type.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return file.type.startsWith(wanted.slice(0, -1));
    return file.type === wanted || name.endsWith(`.${wanted}`);
  });
}
