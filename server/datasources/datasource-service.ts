import { SERVER_ERROR_CODES } from '@/contract/common';
import type { DatasourceSchemaProfile, StoredDatasource } from '@/contract/datasource';
import { ApiError } from '../http/api-error';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { DatasourceRecord, DatasourceRepository } from '../repositories/datasources';
import { toServeTimestamp } from '../repositories/timestamp';
import type { SecretBox } from '../secrets/secret-box';
import { findDatasourceType, type DatasourceTypeEntry } from './catalogue';
import { describeFailure } from './connection-failure';
import {
  ConnectorError,
  type ConnectionSettings,
  type DatabaseConnector,
  type QueryResult,
} from './connectors/connector';
import { connectorFor } from './connectors';
import {
  canUseDatasource,
  datasourceNotFound,
  requireChangeable,
  type DatasourceCaller,
} from './datasource-access';
import type { DatasourceRequest } from './datasource-requests';
import { toWireDatasource } from './datasource-view';
import { DEFAULT_CONNECT_TIMEOUT_S, paramsSchema, type DatasourceParams } from './type-parameters';
import { NO_FILE_FOLDERS, type FileDatabaseFolders } from './file-folders';
import { requireAllowedFile, removeUploadedDatabase, type FileNaming } from './datasource-files';
import { privilegeWarnings } from './privilege-warnings';
import { withLocalCopy, type StoredDatabaseUploads } from './stored-database-uploads';

/** What the chat's data scenes read at most: enough rows for a chart. */
export const DEFAULT_ROW_LIMIT = 10_000;
/** `DATASOURCE_QUERY_TIMEOUT_SECONDS` unset: within the client's 60 s for an answer. */
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000;

const sealContext = (id: number) => `datasource:${id}:password`;

function sameServer(request: DatasourceRequest, target: DatasourceRecord): boolean {
  const stored = target.params;
  const sent: Record<string, unknown> = request.params;
  return (
    target.type === request.entry.name &&
    ['host', 'port', 'user'].every((key) => String(stored[key] ?? '') === String(sent[key] ?? ''))
  );
}

function settingsOf(
  params: DatasourceParams,
  password: string,
  folders: FileDatabaseFolders,
): ConnectionSettings {
  const server = 'host' in params ? params : null;
  return {
    host: server?.host ?? '',
    port: server?.port ?? 0,
    user: server?.user ?? '',
    password,
    database: server?.database ?? '',
    path: 'path' in params ? params.path : '',
    folders,
    allowWrites: params.allow_writes,
    connectTimeoutMs: (server?.connect_timeout ?? DEFAULT_CONNECT_TIMEOUT_S) * 1000,
  };
}

const e0003 = (text: LocalizedText) => new ApiError(400, SERVER_ERROR_CODES.internal, text);

function requireConnector(entry: DatasourceTypeEntry): DatabaseConnector {
  if (entry.connector === null) throw e0003(localized('datasource.noConnector', { type: entry.label }));
  return connectorFor(entry.connector);
}

/** Runs a driver call; its failure becomes a 400 E0003 with the reason in the caller's language. */
async function guarded<T>(
  work: () => Promise<T>,
  settings: ConnectionSettings,
  wrap: (reason: LocalizedText) => LocalizedText,
  queryTimeoutMs?: number,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    throw e0003(wrap(describeFailure(error, settings, queryTimeoutMs)));
  }
}

/**
 * Every call names its caller (see `datasource-access.ts`): they see their own datasources, the public
 * ones and (administrators) all; another's private one is 404, changing another's public one 403.
 */
export interface DatasourceServices {
  list(caller: DatasourceCaller, type?: string): Promise<StoredDatasource[]>;
  /** 404 for one the caller may not see. */
  get(caller: DatasourceCaller, id: number): Promise<StoredDatasource>;
  /** The caller becomes its owner; `private` unless the request says otherwise. */
  create(
    caller: DatasourceCaller,
    request: DatasourceRequest,
    options?: { fromUpload?: boolean },
  ): Promise<StoredDatasource>;
  update(caller: DatasourceCaller, request: DatasourceRequest): Promise<StoredDatasource>;
  remove(caller: DatasourceCaller, id: number): Promise<void>;
  /** Connects; answers warnings about the user's rights over the database server's files (none: empty). */
  testConnection(caller: DatasourceCaller, request: DatasourceRequest): Promise<LocalizedText[]>;
  refresh(caller: DatasourceCaller, id: number): Promise<void>;
  /** The stored profile, null before the first refresh; 404 for an unknown datasource. */
  schema(caller: DatasourceCaller, id: number): Promise<DatasourceSchemaProfile | null>;
  /**
   * Runs SQL on a datasource the caller may use: read-only unless it allows writes, at most `rowLimit`
   * rows, stopped at the query time limit. Every path that runs SQL on a datasource (data chat, `run_sql`,
   * flows) comes here.
   */
  query(caller: DatasourceCaller, id: number, sql: string, rowLimit?: number): Promise<QueryResult>;
  /** How long one query or schema read may run. */
  readonly queryTimeoutMs: number;
  /** The datasources the caller may use, for the data scenes' `select_param` choices. */
  listRecords(caller: DatasourceCaller): Promise<DatasourceRecord[]>;
  /** The profile of a datasource the caller may use, refreshed once when it has none yet (chat, agents). */
  usableSchema(caller: DatasourceCaller, id: number): Promise<DatasourceSchemaProfile | null>;
  /** Where file datasources may lie (`FILE_STORE_DIR/datasources/`, `DATASOURCE_FILE_ROOTS`). */
  readonly fileFolders: FileDatabaseFolders;
  /** Uploaded databases kept in the database (`FILE_STORE=database`); null: in `FILE_STORE_DIR/datasources/`. */
  readonly storedUploads: StoredDatabaseUploads | null;
}

export function createDatasourceServices(
  repository: DatasourceRepository,
  secrets: SecretBox,
  options: {
    queryTimeoutMs?: number;
    fileFolders?: FileDatabaseFolders;
    storedUploads?: StoredDatabaseUploads | null;
  } = {},
): DatasourceServices {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const fileFolders = options.fileFolders ?? NO_FILE_FOLDERS;
  const storedUploads = options.storedUploads ?? null;
  const local = (settings: ConnectionSettings) => withLocalCopy(settings, storedUploads);
  const removeUpload = (record: DatasourceRecord) =>
    removeUploadedDatabase(record, fileFolders, () => repository.list(), storedUploads);
  const requireRecord = async (id: number) => {
    const record = await repository.findById(id);
    if (!record) throw datasourceNotFound(id);
    return record;
  };
  const requireUsable = async (caller: DatasourceCaller, id: number) => {
    const record = await repository.findById(id);
    if (!record || !canUseDatasource(record, caller)) throw datasourceNotFound(id);
    return record;
  };

  const storedPassword = async (record: DatasourceRecord) => {
    if (record.passwordSealed === null) return '';
    try {
      return await secrets.open(record.passwordSealed, sealContext(record.id));
    } catch {
      throw e0003(localized('datasource.passwordUnreadable'));
    }
  };

  const recordSettings = async (record: DatasourceRecord) => {
    const entry = findDatasourceType(record.type);
    if (!entry) throw e0003(localized('datasource.noConnector', { type: record.type }));
    const parsed = paramsSchema(entry).safeParse(record.params);
    if (!parsed.success) throw e0003(localized('datasource.noConnector', { type: entry.label }));
    return { entry, settings: settingsOf(parsed.data, await storedPassword(record), fileFolders), record };
  };

  /** The password a request means: the one it sent, else the stored one of the datasource it names. */
  const requestPassword = async (request: DatasourceRequest, target: DatasourceRecord | null) => {
    if (request.password !== null) return request.password;
    if (!target || target.passwordSealed === null) return '';
    // The stored password goes only where it was given for: else one could send it to a server of their own.
    if (!sameServer(request, target)) throw new ApiError(400, '400', localized('datasource.passwordNeeded'));
    return storedPassword(target);
  };

  const test = async (request: DatasourceRequest, password: string, naming: FileNaming) => {
    await requireAllowedFile(request, fileFolders, naming, storedUploads);
    if (request.entry.connector === null) return;
    const settings = settingsOf(request.params, password, fileFolders);
    const connector = requireConnector(request.entry);
    await guarded(
      async () => connector.testConnection(await local(settings)),
      settings,
      (reason) => localized('datasource.testFailed', { reason }),
    );
  };

  const requireFreeName = async (name: string, ownId: number | null) => {
    const holder = await repository.findByDisplayName(name);
    if (holder && holder.id !== ownId)
      throw new ApiError(400, '400', localized('datasource.displayNameTaken', { name }));
  };

  const save = async (
    caller: DatasourceCaller,
    request: DatasourceRequest,
    target: DatasourceRecord | null,
    fromUpload = false,
  ) => {
    const password = await requestPassword(request, target);
    const displayName = request.displayName ?? target?.displayName ?? request.dbName;
    await requireFreeName(displayName, target?.id ?? null);
    await test(request, password, { isAdmin: caller.isAdmin, target, fromUpload });
    const stored = { ...request.params } as Record<string, unknown>;
    delete stored.password;
    const seal = (id: number) => (password === '' ? null : secrets.seal(password, sealContext(id)));
    const row = {
      type: request.entry.name,
      dbName: request.dbName,
      displayName,
      params: stored,
      // An update replaces the sealed password with the row; a new row gets it once its id is known.
      passwordSealed: target ? await seal(target.id) : null,
      description: request.description ?? target?.description ?? null,
      visibility: request.visibility ?? target?.visibility ?? 'private',
    };
    let id = target?.id ?? null;
    try {
      if (id === null) {
        id = await repository.create({ ...row, owner: caller.userId });
        await repository.setPassword(id, await seal(id));
      } else {
        await repository.update(id, row);
        if (target) await removeUpload(target);
      }
    } catch (error) {
      // Two saves of the same name at once: the second meets the unique index.
      await requireFreeName(displayName, id);
      throw error;
    }
    return toWireDatasource(await requireRecord(id), caller);
  };

  const readSchema = async (record: DatasourceRecord) => {
    const stored = await repository.findSchema(record.id);
    if (!stored) return null;
    return {
      datasource_id: record.id,
      db_name: record.dbName,
      type: record.type,
      refreshed_at: toServeTimestamp(stored.refreshedAt),
      tables: JSON.parse(stored.profile) as DatasourceSchemaProfile['tables'],
    };
  };

  const refreshRecord = async (record: DatasourceRecord) => {
    const { entry, settings } = await recordSettings(record);
    const connector = requireConnector(entry);
    const tables = await guarded(
      async () => connector.readSchema(await local(settings), queryTimeoutMs),
      settings,
      (reason) => localized('datasource.refreshFailed', { name: record.displayName, reason }),
      queryTimeoutMs,
    );
    await repository.saveSchema(record.id, JSON.stringify(tables));
  };

  const usable = async (caller: DatasourceCaller, type?: string) =>
    (await repository.list(type)).filter((record) => canUseDatasource(record, caller));

  const services: DatasourceServices = {
    list: async (caller, type) =>
      (await usable(caller, type)).map((record) => toWireDatasource(record, caller)),
    get: async (caller, id) => toWireDatasource(await requireUsable(caller, id), caller),
    create: (caller, request, options) => save(caller, request, null, options?.fromUpload ?? false),
    async update(caller, request) {
      let target = request.id === null ? null : await repository.findById(request.id);
      if (request.id !== null && target) requireChangeable(target, request.id, caller);
      if (request.id === null) {
        // DB-GPT's clients name the database only: among those the caller may see.
        const matches = (await repository.findByDbName(request.dbName)).filter((record) =>
          canUseDatasource(record, caller),
        );
        target = matches.length === 1 ? (matches[0] ?? null) : null;
        if (target) requireChangeable(target, request.dbName, caller);
      }
      if (!target)
        throw new ApiError(400, '400', localized('datasource.updateTargetMissing', { name: request.dbName }));
      return save(caller, request, target);
    },
    async remove(caller, id) {
      // Deleting one that is gone stays a success, as before; another's is refused.
      const record = await repository.findById(id);
      if (record) requireChangeable(record, id, caller);
      await repository.delete(id);
      if (record) await removeUpload(record);
    },
    async testConnection(caller, request) {
      const target = request.id === null ? null : await repository.findById(request.id);
      // The stored password of another's datasource is never tried, wherever the request points.
      if (request.id !== null) requireChangeable(target, request.id, caller);
      const naming = { isAdmin: caller.isAdmin, target, fromUpload: false };
      await requireAllowedFile(request, fileFolders, naming, storedUploads);
      const connector = requireConnector(request.entry);
      const settings = settingsOf(request.params, await requestPassword(request, target), fileFolders);
      const risks = await guarded(
        async () => connector.testConnection(await local(settings)),
        settings,
        (reason) => localized('datasource.testFailed', { reason }),
      );
      return privilegeWarnings(risks, settings.user);
    },
    async refresh(caller, id) {
      await refreshRecord(requireChangeable(await repository.findById(id), id, caller));
    },
    schema: async (caller, id) => readSchema(await requireUsable(caller, id)),
    async usableSchema(caller, id) {
      const record = await requireUsable(caller, id);
      const stored = await readSchema(record);
      if (stored) return stored;
      await refreshRecord(record);
      return readSchema(record);
    },
    async query(caller, id, sql, rowLimit = DEFAULT_ROW_LIMIT) {
      const { entry, settings } = await recordSettings(await requireUsable(caller, id));
      const connector = requireConnector(entry);
      return guarded(
        async () => connector.runQuery(await local(settings), sql, { rowLimit, timeoutMs: queryTimeoutMs }),
        settings,
        (reason) => localized('datasource.queryFailed', { reason }),
        queryTimeoutMs,
      );
    },
    queryTimeoutMs,
    listRecords: (caller) => usable(caller),
    fileFolders,
    storedUploads,
  };
  return services;
}
