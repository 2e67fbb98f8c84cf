/**
 * Rights of a database user that reach past its databases into the database server's files or programs.
 * The test connection reports them so the user can connect with a least-privileged account instead.
 */
export type RiskyPrivilege =
  | { kind: 'superuser' }
  | { kind: 'pgRole'; role: string }
  | { kind: 'mysqlFile' }
  | { kind: 'clickhouseSources'; grants: string };

/** PostgreSQL: superuser, and membership (direct or inherited) in the roles that reach server files. */
export const POSTGRES_PRIVILEGES_SQL = `SELECT r.rolsuper AS superuser, array_to_string(ARRAY(
    SELECT f.rolname FROM pg_roles f
    WHERE f.rolname IN ('pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program')
      AND pg_has_role(current_user, f.oid, 'MEMBER') ORDER BY f.rolname), ',') AS roles
  FROM pg_roles r WHERE r.rolname = current_user`;

export function postgresRisks(row: { superuser?: unknown; roles?: unknown } | undefined): RiskyPrivilege[] {
  if (!row) return [];
  if (row.superuser === true) return [{ kind: 'superuser' }];
  const roles = typeof row.roles === 'string' ? row.roles.split(',').filter(Boolean) : [];
  return roles.map((role) => ({ kind: 'pgRole', role }));
}

/** A `SHOW GRANTS` line's privileges when it grants on every database (`*.*`), else null. */
function globalPrivileges(grant: string): string | null {
  const match = /^GRANT\s+(.+?)\s+ON\s+[`'"]?\*[`'"]?\s*\.\s*[`'"]?\*[`'"]?\s+TO\b/i.exec(grant.trim());
  return match?.[1]?.toUpperCase() ?? null;
}

/** MySQL/MariaDB: `FILE` (or `ALL PRIVILEGES`) on `*.*` in the user's own `SHOW GRANTS`. */
export function mysqlRisks(grants: readonly string[]): RiskyPrivilege[] {
  const risky = grants.some((grant) => {
    const privileges = globalPrivileges(grant);
    return privileges !== null && /(^|,\s*)(FILE|ALL(\s+PRIVILEGES)?)(\s*,|$)/.test(privileges);
  });
  return risky ? [{ kind: 'mysqlFile' }] : [];
}

/**
 * ClickHouse (best effort, from `SHOW GRANTS`): `ALL`, or the source grants the `file`, `url`, `s3`, `hdfs`…
 * table functions need, on `*.*`.
 */
export function clickhouseRisks(grants: readonly string[]): RiskyPrivilege[] {
  const found = new Set<string>();
  for (const grant of grants) {
    const privileges = globalPrivileges(grant);
    if (privileges === null) continue;
    for (const privilege of privileges.split(',').map((part) => part.trim()))
      if (/^(ALL|SOURCES|FILE|URL|S3|HDFS|REMOTE)$/.test(privilege)) found.add(privilege);
  }
  return found.size > 0 ? [{ kind: 'clickhouseSources', grants: [...found].join(', ') }] : [];
}
