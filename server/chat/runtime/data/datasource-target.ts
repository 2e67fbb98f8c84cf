import type { DatasourceSchemaProfile } from '@/contract/datasource';
import { findDatasourceType } from '../../../datasources/catalogue';
import type { DatasourceCaller } from '../../../datasources/datasource-access';
import { DEFAULT_ROW_LIMIT, type DatasourceServices } from '../../../datasources/datasource-service';
import { ApiError } from '../../../http/api-error';
import { listOf, localized, verbatim, type LocalizedText } from '../../../i18n/localized-text';
import type { ServerLanguage } from '../../../i18n/language';
import type { DatasourceRecord } from '../../../repositories/datasources';
import { QueryFailure, type DataTarget, type TargetResolution } from './data-target';
import { relevantSchema } from './schema-retrieval';

/** The datasource `select_param` names: its display name, or its database name when only one has it. */
function findRecord(records: readonly DatasourceRecord[], name: string): DatasourceRecord | undefined {
  const byDisplayName = records.find((record) => record.displayName === name);
  if (byDisplayName) return byDisplayName;
  const byDbName = records.filter((record) => record.dbName === name);
  return byDbName.length === 1 ? byDbName[0] : undefined;
}

function reasonOf(error: unknown): LocalizedText {
  if (error instanceof ApiError) return error.text;
  return verbatim(error instanceof Error ? error.message : String(error));
}

/** The stored schema; a datasource never refreshed is refreshed once now. */
async function schemaOf(
  datasources: DatasourceServices,
  actor: DatasourceCaller,
  record: DatasourceRecord,
): Promise<DatasourceSchemaProfile | LocalizedText> {
  try {
    const profile = await datasources.usableSchema(actor, record.id);
    if (profile) return profile;
    return localized('datasource.notFound', { id: record.id });
  } catch (error) {
    return localized('dataChat.schemaUnavailable', { name: record.displayName, reason: reasonOf(error) });
  }
}

function isLocalizedText(value: DatasourceSchemaProfile | LocalizedText): value is LocalizedText {
  return 'in' in value && typeof value.in === 'function';
}

/**
 * The datasource a data scene's `select_param` names, with its schema and its query runner, among those
 * `actor` may use (the chatting user, or the owner of the app whose choice it is): another's private one
 * is not found.
 */
export async function resolveDatasourceTarget(
  datasources: DatasourceServices,
  actor: DatasourceCaller,
  selectParam: unknown,
  language: ServerLanguage,
): Promise<TargetResolution> {
  const name = typeof selectParam === 'string' ? selectParam.trim() : '';
  const records = await datasources.listRecords(actor);
  if (!name)
    return {
      ok: false,
      problem: localized(records.length === 0 ? 'dataChat.noDatasources' : 'dataChat.chooseDatasource'),
    };
  const record = findRecord(records, name);
  if (!record) {
    if (records.length === 0) return { ok: false, problem: localized('dataChat.noDatasources') };
    const names = listOf(records.map((r) => r.displayName));
    return { ok: false, problem: localized('dataChat.datasourceNotFound', { name, names }) };
  }
  const schema = await schemaOf(datasources, actor, record);
  if (isLocalizedText(schema)) return { ok: false, problem: schema };
  const target: DataTarget = {
    name: record.displayName,
    dialect: findDatasourceType(record.type)?.label ?? record.type,
    schemaFor(question) {
      const selection = relevantSchema(schema.tables, question);
      if (selection.omitted === 0) return selection.text;
      const note = localized('dataChat.schemaOmitted', { omitted: selection.omitted }).in(language);
      return `${selection.text}\n${note}`;
    },
    async run(sql) {
      try {
        const result = await datasources.query(actor, record.id, sql, DEFAULT_ROW_LIMIT);
        return { ...result, rowLimit: DEFAULT_ROW_LIMIT };
      } catch (error) {
        if (error instanceof ApiError) throw new QueryFailure(error.text);
        throw error;
      }
    },
  };
  return { ok: true, target };
}
