import { z } from 'zod';

/**
 * Who else may see and use a resource (issue 26): `private` (its owner and administrators) or `public`
 * (shared with everyone signed in for use, never to change). Optional in requests (new resources are
 * `private`), always present in the server's answers. DB-GPT's clients ignore it.
 */
export const visibilitySchema = z.enum(['private', 'public']);
export type ResourceVisibility = z.infer<typeof visibilitySchema>;
