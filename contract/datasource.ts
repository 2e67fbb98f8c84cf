import { z } from 'zod';
import { parameterDescriptionSchema } from './parameter';
import { visibilitySchema, type ResourceVisibility } from './visibility';

/** Contract section 8: the typed v2 datasource API (v0.7.0+), with the older flat records accepted too. */

const paramsSchema = z.record(z.string(), z.unknown());

/**
 * Ours: who may see and use a datasource besides its owner and administrators (the access model's
 * `private` / `public`, public meaning shared with everyone for use, never for change).
 */
export const datasourceVisibilitySchema = visibilitySchema;
export type DatasourceVisibility = ResourceVisibility;

/** A datasource as v0.7.0+ returns it; `params` includes the stored password. */
export const typedDatasourceSchema = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  params: paramsSchema,
  description: z.string().nullable().optional(),
  db_name: z.string(),
  /** Our server: the name the user gave it, telling apart equal database names on different hosts. */
  display_name: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type TypedDatasource = z.infer<typeof typedDatasourceSchema>;

const flatFields = {
  db_path: z.string().nullable().optional(),
  db_host: z.string().nullable().optional(),
  db_port: z.union([z.number().int(), z.string()]).nullable().optional(),
  db_user: z.string().nullable().optional(),
  db_pwd: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
  ext_config: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
};

/** The v0.6.3 flat record (`DatasourceServeRequest`). */
export const flatDatasourceSchema = z.looseObject({
  id: z.number().int(),
  db_type: z.string(),
  db_name: z.string(),
  ...flatFields,
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type FlatDatasource = z.infer<typeof flatDatasourceSchema>;

export const datasourceSchema = z.union([typedDatasourceSchema, flatDatasourceSchema]);
export type Datasource = z.infer<typeof datasourceSchema>;

/** `data` of the list: a plain array (v0.6.3 declared a paging wrapper but sent an array too). */
export const datasourceListSchema = z.array(datasourceSchema);

export const datasourceListQuerySchema = z.object({ db_type: z.string().optional() });
export type DatasourceListQuery = z.infer<typeof datasourceListQuerySchema>;

/** `DatasourceCreateRequest`: a type from `/datasource-types` and that type's parameter values. */
export const typedDatasourceRequestSchema = z.object({
  type: z.string().min(1),
  params: paramsSchema,
  description: z.string().nullable().optional(),
  /** Our server (DB-GPT ignores it). */
  display_name: z.string().nullable().optional(),
  /** Ours: `private` when left out on create; kept as stored when left out on update. */
  visibility: datasourceVisibilitySchema.optional(),
  id: z.number().int().nullable().optional(),
});
export type TypedDatasourceRequest = z.infer<typeof typedDatasourceRequestSchema>;

/** The deprecated flat body, still accepted by create and update. */
export const flatDatasourceRequestSchema = z.object({
  db_type: z.string().min(1),
  db_name: z.string().min(1),
  ...flatFields,
  visibility: datasourceVisibilitySchema.optional(),
  id: z.number().int().nullable().optional(),
});
export type FlatDatasourceRequest = z.infer<typeof flatDatasourceRequestSchema>;

/** Body of create, update and test-connection. */
export const datasourceRequestSchema = z.union([typedDatasourceRequestSchema, flatDatasourceRequestSchema]);
export type DatasourceRequest = z.infer<typeof datasourceRequestSchema>;

export const datasourceTypeSchema = z.looseObject({
  name: z.string(),
  label: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  parameters: z.array(parameterDescriptionSchema),
  /**
   * Our server lists every catalogue type and says here whether it can connect to it; DB-GPT lists only the
   * types it has a connector for and leaves this out (read absent as true).
   */
  connector_available: z.boolean().nullable().optional(),
});
export type DatasourceType = z.infer<typeof datasourceTypeSchema>;

export const datasourceTypesResponseSchema = z.object({ types: z.array(datasourceTypeSchema) });
export type DatasourceTypesResponse = z.infer<typeof datasourceTypesResponseSchema>;

/**
 * Ours, beside DB-GPT's shape: `connector_available` on each type of `/datasource-types` says whether this
 * server can connect to it (every catalogue type is listed; the others answer test-connection with a
 * "no connector" message).
 */
export const datasourceTypeWithConnectorSchema = datasourceTypeSchema.extend({
  connector_available: z.boolean(),
});
export type DatasourceTypeWithConnector = z.infer<typeof datasourceTypeWithConnectorSchema>;

/**
 * A datasource as this server returns it: DB-GPT's typed shape plus `display_name` (ours, unique) and
 * `params.password` replaced by {@link PASSWORD_MASK} when one is stored (never the password itself).
 * Sending the mask back in an update or test-connection keeps the stored password.
 * A caller who may use another's public datasource but not change it gets empty `params` and flat
 * connection fields (name, type and description only); `can_change` tells the client which it got.
 */
export const PASSWORD_MASK = '******';
export const storedDatasourceSchema = typedDatasourceSchema.extend({
  display_name: z.string(),
  /**
   * DB-GPT's deprecated flat fields (`DatasourceServeResponse`), repeated from `type` and `params`: its
   * Python SDK reads datasources through them (`db_type` is required there). Never the password.
   */
  db_type: z.string(),
  db_host: z.string(),
  db_port: z.number().int(),
  db_user: z.string(),
  db_path: z.string(),
  comment: z.string(),
  /** Ours: who may see and use it besides its owner and administrators. */
  visibility: datasourceVisibilitySchema,
  /** Ours: whether the caller may change or delete it (its owner or an administrator). */
  can_change: z.boolean(),
});
export type StoredDatasource = z.infer<typeof storedDatasourceSchema>;

/** A foreign key of a table: its columns point at `ref_columns` of `ref_table`. */
export const schemaForeignKeySchema = z.object({
  columns: z.array(z.string()),
  ref_table: z.string(),
  ref_columns: z.array(z.string()),
});
export type SchemaForeignKey = z.infer<typeof schemaForeignKeySchema>;

export const schemaColumnSchema = z.object({
  name: z.string(),
  /** The database's own type text (`integer`, `varchar(40)`, `Nullable(String)`…). */
  type: z.string(),
  nullable: z.boolean(),
  comment: z.string().nullable(),
  primary_key: z.boolean(),
});
export type SchemaColumn = z.infer<typeof schemaColumnSchema>;

export const schemaTableSchema = z.object({
  name: z.string(),
  /** `table` or `view`. */
  kind: z.enum(['table', 'view']),
  comment: z.string().nullable(),
  /** The database's own estimate (exact for SQLite); null when it keeps none. */
  row_estimate: z.number().nullable(),
  columns: z.array(schemaColumnSchema),
  primary_key: z.array(z.string()),
  foreign_keys: z.array(schemaForeignKeySchema),
});
export type SchemaTable = z.infer<typeof schemaTableSchema>;

/** `GET /api/v2/serve/datasources/{id}/schema` (ours): the profile the last refresh stored; null before one. */
export const datasourceSchemaProfileSchema = z.object({
  datasource_id: z.number().int(),
  db_name: z.string(),
  type: z.string(),
  /** `YYYY-MM-DD HH:MM:SS`, like every serve timestamp. */
  refreshed_at: z.string(),
  tables: z.array(schemaTableSchema),
});
export type DatasourceSchemaProfile = z.infer<typeof datasourceSchemaProfileSchema>;
