import { z } from 'zod';
import { vectorTypeSchema } from '@/contract/knowledge';
import { visibilitySchema } from '@/contract/visibility';
import { issueMessage } from '../http/issue-messages';

/** The request bodies of the space routes as the server checks them (contract 4.11, 4.12, 4.17–4.19). */

const REQUIRED = issueMessage('validation.required');
const MUST_BE_TEXT = issueMessage('validation.mustBeText');
const requiredText = (issue: { input?: unknown }) => (issue.input == null ? REQUIRED : MUST_BE_TEXT);

export const SPACE_NAME_MAX = 100;

/** Digits, letters, Chinese characters, `-` and `_` (spec section 5). */
const SPACE_NAME = /^[A-Za-z0-9_\-\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$/u;

export const VECTOR_TYPES = vectorTypeSchema.options;
export const DOMAIN_TYPES = ['Normal'] as const;

const spaceName = () =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, REQUIRED)
    .max(SPACE_NAME_MAX, issueMessage('validation.tooLong', { max: SPACE_NAME_MAX }))
    .regex(SPACE_NAME, issueMessage('knowledge.spaceNameRule'));

const optionalText = (max: number) =>
  z
    .string({ error: MUST_BE_TEXT })
    .max(max, issueMessage('validation.tooLong', { max }))
    .nullable()
    .optional();

/** Who else may use the space; left out, a new space is private and an updated one keeps its own. */
const visibility = () =>
  z
    .enum(visibilitySchema.options, {
      error: issueMessage('validation.oneOf', { values: [...visibilitySchema.options] }),
    })
    .nullable()
    .optional();

export const spaceAddBodySchema = z.object({
  name: spaceName(),
  vector_type: z
    .enum(VECTOR_TYPES, { error: issueMessage('knowledge.vectorTypeUnknown', { types: [...VECTOR_TYPES] }) })
    .nullable()
    .optional(),
  domain_type: z
    .enum(DOMAIN_TYPES, {
      error: issueMessage('knowledge.domainTypeUnknown', {
        types: [...DOMAIN_TYPES],
        storage: 'VectorStore',
      }),
    })
    .nullable()
    .optional(),
  desc: optionalText(2000),
  owner: optionalText(200),
  index_methods: z.array(z.string().max(100)).max(20).nullable().optional(),
  visibility: visibility(),
});
export type SpaceAddBody = z.infer<typeof spaceAddBodySchema>;

/** Exact filters; the other fields DB-GPT accepts are read and not used. */
export const spaceListBodySchema = z.looseObject({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  name: optionalText(1000),
  vector_type: optionalText(1000),
  owner: optionalText(1000),
});
export type SpaceListBody = z.infer<typeof spaceListBodySchema>;

export const spaceDeleteBodySchema = z.object({
  name: z.string({ error: requiredText }).min(1, REQUIRED).max(1000),
});

export const argumentSaveBodySchema = z.object({
  argument: z.string({ error: requiredText }).min(1, REQUIRED).max(1_000_000),
});

/** The v2 serve API's `PUT /spaces` (DB-GPT's `SpaceServeRequest`): the space by `id` or `name`. */
export const spaceV2UpdateBodySchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  name: z.string({ error: MUST_BE_TEXT }).trim().max(SPACE_NAME_MAX).nullable().optional(),
  vector_type: optionalText(50),
  domain_type: optionalText(50),
  desc: optionalText(2000),
  owner: optionalText(200),
  context: optionalText(1_000_000),
  visibility: visibility(),
});
