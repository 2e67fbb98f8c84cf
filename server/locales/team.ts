/** Server messages about running several instances on one database (readiness). Spread into en.ts and zh.ts. */
export const teamEn = {
  'team.databaseUnreachable': 'Not ready: the database cannot be reached',
  'team.migrationsPending': 'Not ready: the database schema is not up to date (migrations {ids} pending)',
} as const;

export const teamZh: { readonly [Key in keyof typeof teamEn]: string } = {
  'team.databaseUnreachable': '尚未就绪：无法连接数据库',
  'team.migrationsPending': '尚未就绪：数据库结构尚未更新（待执行的迁移：{ids}）',
};
