import path from 'node:path';
import { z } from 'zod';
import {
  type DatasourceVisibility,
  flatDatasourceRequestSchema,
  PASSWORD_MASK,
  typedDatasourceRequestSchema,
} from '@/contract/datasource';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import { fieldProblem, fieldProblems } from '../http/field-problems';
import { validate } from '../http/validate';
import { listOf, localized } from '../i18n/localized-text';
import { DATASOURCE_TYPE_NAMES, findDatasourceType, type DatasourceTypeEntry } from './catalogue';
import { paramsSchema, type DatasourceParams } from './type-parameters';

/** A create, update or test-connection body, checked against its type's parameters. */
export interface DatasourceRequest {
  entry: DatasourceTypeEntry;
  params: DatasourceParams;
  /** The password sent, or null when none was (or the mask was sent back): keep the stored one. */
  password: string | null;
  dbName: string;
  displayName: string | null;
  description: string | null;
  /** null when not sent: `private` for a new one, unchanged for an update. */
  visibility: DatasourceVisibility | null;
  id: number | null;
}

const ours = {
  display_name: z.string().trim().max(100).nullable().optional(),
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
};
const typedSchema = typedDatasourceRequestSchema.extend({
  ...ours,
  description: z.string().max(2000).nullable().optional(),
});
const flatSchema = flatDatasourceRequestSchema.extend({
  ...ours,
  comment: z.string().max(2000).nullable().optional(),
});

type FlatBody = z.output<typeof flatSchema>;

/** The deprecated flat body (contract 8.0) as typed params. */
function flatParams(body: FlatBody, entry: DatasourceTypeEntry): Record<string, unknown> {
  if (entry.kind === 'file') return { path: body.db_path ?? body.db_name };
  return {
    host: body.db_host ?? undefined,
    port: body.db_port ?? undefined,
    user: body.db_user ?? undefined,
    password: body.db_pwd ?? undefined,
    database: body.db_name,
  };
}

/** DB-GPT's identity: the database name, or `<type>_<file name without extension>` for file databases. */
export function dbNameOf(entry: DatasourceTypeEntry, params: DatasourceParams): string {
  if ('path' in params) return `${entry.name}_${path.basename(params.path, path.extname(params.path))}`;
  return params.database;
}

function requireType(name: string): DatasourceTypeEntry {
  const entry = findDatasourceType(name);
  if (entry) return entry;
  const problem = localized('datasource.typeUnknown', { types: listOf(DATASOURCE_TYPE_NAMES) });
  throw new ApiError(400, SERVER_ERROR_CODES.validation, fieldProblems([fieldProblem('type', problem)]));
}

export function parseDatasourceRequest(body: unknown): DatasourceRequest {
  const isFlat = typeof body === 'object' && body !== null && 'db_type' in body && !('type' in body);
  const common = isFlat ? validate(flatSchema, body) : validate(typedSchema, body);
  const typeName = 'db_type' in common ? common.db_type : common.type;
  const entry = requireType(typeName);
  const raw = 'db_type' in common ? flatParams(common, entry) : common.params;
  const { params } = validate(z.object({ params: paramsSchema(entry) }), { params: raw });
  const sent = raw.password;
  const password = typeof sent === 'string' && sent !== PASSWORD_MASK ? sent : null;
  const description = 'db_type' in common ? common.comment : common.description;
  return {
    entry,
    params,
    password,
    dbName: dbNameOf(entry, params),
    displayName: common.display_name ? common.display_name : null,
    description: description ?? null,
    visibility: common.visibility ?? null,
    id: common.id ?? null,
  };
}

const idSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** The `{id}` of a datasource path. */
export function parseDatasourceId(params: unknown): number {
  return Number(validate(idSchema, params).id);
}
