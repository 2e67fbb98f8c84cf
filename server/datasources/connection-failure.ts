import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import {
  ENGINE_MEMORY_LIMIT_MB,
  RESULT_BYTE_LIMIT,
  type ConnectionSettings,
  type ConnectorError,
} from './connectors/connector';

const DETAIL_CHARS = 300;

/**
 * Why a connection or query failed, in the caller's language, with the database's own words after it.
 * `queryTimeoutMs` is given for a query or schema read (their time limit), absent for a connection.
 */
export function describeFailure(
  error: ConnectorError,
  settings: ConnectionSettings,
  queryTimeoutMs?: number,
): LocalizedText {
  const reason = reasonText(error, settings, queryTimeoutMs);
  // Our own reasons say all there is; the database's words follow the others.
  const ownReason = [
    'fileMissing',
    'fileInDataDir',
    'fileOutsideRoots',
    'timeout',
    'resultTooLarge',
  ].includes(error.reason);
  if (ownReason || error.detail.trim() === '') return reason;
  return localized('datasource.failure.detail', {
    reason,
    detail: verbatim(error.detail.replace(/\s+/g, ' ').trim().slice(0, DETAIL_CHARS)),
  });
}

function reasonText(
  error: ConnectorError,
  settings: ConnectionSettings,
  queryTimeoutMs: number | undefined,
): LocalizedText {
  switch (error.reason) {
    case 'unreachable':
      return localized('datasource.failure.unreachable', { address: `${settings.host}:${settings.port}` });
    case 'authentication':
      return localized('datasource.failure.authentication', { user: settings.user });
    case 'unknownDatabase':
      return localized('datasource.failure.unknownDatabase', { database: settings.database });
    case 'fileMissing':
      return localized('datasource.failure.fileMissing', { path: settings.path });
    case 'fileInDataDir':
      return localized('datasource.failure.fileInDataDir', { path: settings.path });
    case 'fileOutsideRoots':
      return localized('datasource.failure.fileOutsideRoots', { path: settings.path });
    case 'timeout':
      return queryTimeoutMs === undefined
        ? localized('datasource.failure.timeout', { seconds: Math.round(settings.connectTimeoutMs / 1000) })
        : localized('datasource.failure.queryTimeout', { seconds: Math.round(queryTimeoutMs / 100) / 10 });
    case 'resultTooLarge':
      return localized('datasource.failure.resultTooLarge', { megabytes: RESULT_BYTE_LIMIT / 1024 / 1024 });
    case 'memoryLimit':
      return localized('datasource.failure.memoryLimit', { megabytes: ENGINE_MEMORY_LIMIT_MB });
    case 'readOnly':
      return localized('datasource.failure.readOnly');
    case 'queryFailed':
      return localized('datasource.failure.queryFailed');
  }
}
