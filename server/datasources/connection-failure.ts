import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import type { ConnectionSettings, ConnectorError } from './connectors/connector';

const DETAIL_CHARS = 300;

/** Why a connection or query failed, in the caller's language, with the database's own words after it. */
export function describeFailure(
  error: ConnectorError,
  settings: ConnectionSettings,
  timeoutMs = settings.connectTimeoutMs,
): LocalizedText {
  const reason = reasonText(error, settings, timeoutMs);
  if (error.reason === 'fileMissing' || error.detail.trim() === '') return reason;
  return localized('datasource.failure.detail', {
    reason,
    detail: verbatim(error.detail.replace(/\s+/g, ' ').trim().slice(0, DETAIL_CHARS)),
  });
}

function reasonText(error: ConnectorError, settings: ConnectionSettings, timeoutMs: number): LocalizedText {
  switch (error.reason) {
    case 'unreachable':
      return localized('datasource.failure.unreachable', { address: `${settings.host}:${settings.port}` });
    case 'authentication':
      return localized('datasource.failure.authentication', { user: settings.user });
    case 'unknownDatabase':
      return localized('datasource.failure.unknownDatabase', { database: settings.database });
    case 'fileMissing':
      return localized('datasource.failure.fileMissing', { path: settings.path });
    case 'timeout':
      return localized('datasource.failure.timeout', { seconds: Math.round(timeoutMs / 1000) });
    case 'readOnly':
      return localized('datasource.failure.readOnly');
    case 'queryFailed':
      return localized('datasource.failure.queryFailed');
  }
}
