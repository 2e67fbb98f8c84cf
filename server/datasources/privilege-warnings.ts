import { localized, type LocalizedText } from '../i18n/localized-text';
import type { RiskyPrivilege } from './connectors/risky-privileges';

function warningOf(risk: RiskyPrivilege, user: string): LocalizedText {
  switch (risk.kind) {
    case 'superuser':
      return localized('datasource.privilege.superuser', { user });
    case 'pgRole':
      return localized('datasource.privilege.pgRole', { user, role: risk.role });
    case 'mysqlFile':
      return localized('datasource.privilege.mysqlFile', { user });
    case 'clickhouseSources':
      return localized('datasource.privilege.clickhouseSources', { user, grants: risk.grants });
  }
}

/** What the test connection tells the user about rights that reach the server's files; then the advice. */
export function privilegeWarnings(risks: readonly RiskyPrivilege[], user: string): LocalizedText[] {
  if (risks.length === 0) return [];
  return [...risks.map((risk) => warningOf(risk, user)), localized('datasource.privilege.advice')];
}
