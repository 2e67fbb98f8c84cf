import { z } from 'zod';

/** File serve metadata batch (contract 3.12), listed with the flow calls. */

export const bucketFilePairSchema = z.object({
  bucket: z.string().min(1),
  file_id: z.string().min(1),
});
export type BucketFilePair = z.infer<typeof bucketFilePairSchema>;

/** Body: exactly one of `uris` (`dbgpt-fs://...`) or `bucket_file_pairs`. */
export const fileMetadataBatchRequestSchema = z
  .object({
    uris: z.array(z.string()).nullable().optional(),
    bucket_file_pairs: z.array(bucketFilePairSchema).nullable().optional(),
  })
  .refine((body) => (body.uris == null) !== (body.bucket_file_pairs == null), {
    message: 'send exactly one of uris or bucket_file_pairs',
  });
export type FileMetadataBatchRequest = z.infer<typeof fileMetadataBatchRequestSchema>;

export const fileMetadataSchema = z.looseObject({
  file_name: z.string(),
  file_id: z.string(),
  bucket: z.string(),
  uri: z.string(),
  file_size: z.number().int().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;

export const fileMetadataBatchResponseSchema = z.array(fileMetadataSchema);
