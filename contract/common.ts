import { z } from 'zod';

/** The response envelope every DB-GPT endpoint answers with (contract 0.3). */
export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.boolean(),
    err_code: z.string().nullable().optional(),
    err_msg: z.string().nullable().optional(),
    data: data.nullable().optional(),
    host_name: z.string().optional(),
  });

export interface Envelope<T> {
  success: boolean;
  err_code?: string | null;
  err_msg?: string | null;
  data?: T | null;
  host_name?: string;
}

/** `PaginationResult` of the serve modules (contract 0.5). */
export const paginationSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total_count: z.number(),
    total_pages: z.number(),
    page: z.number(),
    page_size: z.number(),
  });

export interface PaginationResult<T> {
  items: T[];
  total_count: number;
  total_pages: number;
  page: number;
  page_size: number;
}

/** Error codes the embedded server sends (contract 0.4): validation, not found, internal. */
export const SERVER_ERROR_CODES = {
  validation: 'E0001',
  internal: 'E0003',
  notFound: '404',
} as const;
