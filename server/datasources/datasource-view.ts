import { PASSWORD_MASK, type StoredDatasource } from '@/contract/datasource';
import type { DatasourceRecord } from '../repositories/datasources';
import { toServeTimestamp } from '../repositories/timestamp';
import { canChangeDatasource, type DatasourceCaller } from './datasource-access';

/**
 * A datasource in the wire shape of contract 8.0 plus `display_name` and DB-GPT's flat fields. Unlike
 * DB-GPT, `params.password` is never the password: {@link PASSWORD_MASK} when one is stored, absent otherwise.
 * A caller who may use it but not change it gets no connection parameters at all (host, user, path…).
 */
export function toWireDatasource(record: DatasourceRecord, caller: DatasourceCaller): StoredDatasource {
  const canChange = canChangeDatasource(record, caller);
  if (!canChange) return usersView(record);
  const params: Record<string, unknown> = { ...record.params };
  delete params.password;
  if (record.passwordSealed !== null) params.password = PASSWORD_MASK;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: record.id,
    type: record.type,
    params,
    description: record.description,
    db_name: record.dbName,
    display_name: record.displayName,
    gmt_created: toServeTimestamp(record.createdAt),
    gmt_modified: toServeTimestamp(record.updatedAt),
    db_type: record.type,
    db_host: text(record.params.host),
    db_port: Number.isInteger(Number(record.params.port)) ? Number(record.params.port) : 0,
    db_user: text(record.params.user),
    db_path: text(record.params.path),
    comment: record.description ?? '',
    visibility: record.visibility,
    can_change: true,
  };
}

/** Name, type and description only: what someone who may chat with another's public datasource needs. */
function usersView(record: DatasourceRecord): StoredDatasource {
  return {
    id: record.id,
    type: record.type,
    params: {},
    description: record.description,
    db_name: record.dbName,
    display_name: record.displayName,
    gmt_created: toServeTimestamp(record.createdAt),
    gmt_modified: toServeTimestamp(record.updatedAt),
    db_type: record.type,
    db_host: '',
    db_port: 0,
    db_user: '',
    db_path: '',
    comment: record.description ?? '',
    visibility: record.visibility,
    can_change: false,
  };
}
