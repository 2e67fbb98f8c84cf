import { z } from 'zod';

export const bucketFilePairSchema = z.object({ bucket: z.string(), file_id: z.string() });
export type BucketFilePair = z.infer<typeof bucketFilePairSchema>;

/** Body of `POST /api/v2/serve/file/files/metadata/batch` (contract 3.12): exactly one of the two lists. */
export const fileMetadataBatchRequestSchema = z.union([
  z.object({ uris: z.array(z.string()), bucket_file_pairs: z.undefined().optional() }),
  z.object({ bucket_file_pairs: z.array(bucketFilePairSchema), uris: z.undefined().optional() }),
]);
export type FileMetadataBatchRequest = { uris: string[] } | { bucket_file_pairs: BucketFilePair[] };

/** One element of the batch answer, in request order (contract 3.12). */
export const fileMetadataSchema = z.object({
  file_name: z.string(),
  file_id: z.string(),
  bucket: z.string(),
  uri: z.string(),
  file_size: z.number().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;

/** Internal file links look like `dbgpt-fs://<storage_type>/<bucket>/<file_id>[?...]` (contract 3.13). */
export { FILE_SERVE_PATH, FILE_URI_SCHEME } from './constants/file';
