import { z } from 'zod';

/**
 * Query-string values reach the server as text, so numbers and flags are coerced:
 * one schema then types the client's call and validates the server's input.
 */
export const queryInt = () => z.coerce.number().int();

export const queryBool = () => z.union([z.boolean(), z.stringbool()]);

/** The highest page number a request may ask for; far beyond any real list, it keeps offsets exact. */
export const MAX_PAGE = 1_000_000;

/** The largest page a request may ask for: beyond it an offset overflows the database's integers. */
export const MAX_PAGE_SIZE = 10_000;

/** `page`/`page_size` in the query string, as the serve modules read them (contract 0.5). */
export const pageQuerySchema = z.object({
  page: queryInt().min(1).max(MAX_PAGE).optional(),
  page_size: queryInt().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
