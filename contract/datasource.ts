import { z } from 'zod';
import { parameterDescriptionSchema } from './parameter';

/** Contract section 8: the typed v2 datasource API (v0.7.0+), with the older flat records accepted too. */

const paramsSchema = z.record(z.string(), z.unknown());

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
  id: z.number().int().nullable().optional(),
});
export type TypedDatasourceRequest = z.infer<typeof typedDatasourceRequestSchema>;

/** The deprecated flat body, still accepted by create and update. */
export const flatDatasourceRequestSchema = z.object({
  db_type: z.string().min(1),
  db_name: z.string().min(1),
  ...flatFields,
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
  has_connector: z.boolean().nullable().optional(),
});
export type DatasourceType = z.infer<typeof datasourceTypeSchema>;

export const datasourceTypesResponseSchema = z.object({ types: z.array(datasourceTypeSchema) });
export type DatasourceTypesResponse = z.infer<typeof datasourceTypesResponseSchema>;

/*
 * The stored schema profile of a datasource (`GET /api/v2/serve/datasources/{id}/schema`, our server only),
 * written by `{id}/refresh`. Kept in this one place so its shape is easy to adjust.
 */

export const schemaColumnSchema = z.looseObject({
  name: z.string(),
  type: z.string().nullable().optional(),
  nullable: z.boolean().nullable().optional(),
  comment: z.string().nullable().optional(),
  primary_key: z.boolean().nullable().optional(),
});
export type SchemaColumn = z.infer<typeof schemaColumnSchema>;

export const schemaForeignKeySchema = z.looseObject({
  columns: z.array(z.string()),
  ref_table: z.string(),
  ref_columns: z.array(z.string()),
});
export type SchemaForeignKey = z.infer<typeof schemaForeignKeySchema>;

export const schemaTableSchema = z.looseObject({
  name: z.string(),
  comment: z.string().nullable().optional(),
  /** The database's estimate, not an exact count; null when the database keeps none. */
  row_estimate: z.number().nullable().optional(),
  columns: z.array(schemaColumnSchema),
  foreign_keys: z.array(schemaForeignKeySchema).nullable().optional(),
});
export type SchemaTable = z.infer<typeof schemaTableSchema>;

export const datasourceSchemaProfileSchema = z.looseObject({
  datasource_id: z.number().int(),
  /** When the profile was read; null before the first refresh. */
  refreshed_at: z.string().nullable().optional(),
  tables: z.array(schemaTableSchema),
});
export type DatasourceSchemaProfile = z.infer<typeof datasourceSchemaProfileSchema>;
