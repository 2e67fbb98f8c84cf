/** Server messages about datasource files (allowed folders, uploads) and risky database users. Spread into en.ts and zh.ts. */
export const datasourceFilesEn = {
  'datasource.failure.fileInDataDir':
    "{path} belongs to this server's own data (its database, uploads and settings) and cannot be a datasource; upload a copy of the database file instead",
  'datasource.failure.fileOutsideRoots':
    '{path} is not in a folder datasources may use; upload the database file, or ask an administrator to name its folder in DATASOURCE_FILE_ROOTS',
  'datasource.failure.otherUpload':
    '{path} is a database file uploaded for another datasource; upload your own copy of the file instead',
  'datasource.upload.sendAsMultipart':
    'Send the database file as multipart/form-data, in a field named "file"',
  'datasource.upload.unreadable': 'The upload could not be read; send the database file again',
  'datasource.upload.noFile': 'The upload holds no file; choose an SQLite or DuckDB database file',
  'datasource.upload.oneAtATime': 'Upload one database file at a time',
  'datasource.upload.tooLarge':
    'The database file is larger than {limit} MB, the most one upload may carry (UPLOAD_LIMIT_MB)',
  'datasource.upload.typeUnsupported':
    'Only SQLite and DuckDB database files can be uploaded (type "{type}")',
  'datasource.upload.notDatabase':
    '"{name}" is not a {type} database file: its first bytes are not those of one',
  'datasource.privilege.superuser':
    'The user "{user}" is a PostgreSQL superuser: SQL run on this datasource could read and write files on the database server and run programs there',
  'datasource.privilege.pgRole':
    'The user "{user}" is a member of {role}, which lets SQL reach files or programs on the database server',
  'datasource.privilege.mysqlFile':
    'The user "{user}" has the FILE privilege: SQL run on this datasource could read and write files on the database server',
  'datasource.privilege.clickhouseSources':
    'The user "{user}" may use ClickHouse table functions that read files and URLs ({grants})',
  'datasource.privilege.advice':
    'Connect with a least-privileged database user that can only read the tables you want to ask about',
} as const;

export const datasourceFilesZh: { readonly [Key in keyof typeof datasourceFilesEn]: string } = {
  'datasource.failure.fileInDataDir':
    '{path} 属于本服务器自身的数据（数据库、上传文件和设置），不能作为数据源；请改为上传数据库文件的副本',
  'datasource.failure.fileOutsideRoots':
    '{path} 不在数据源可以使用的文件夹中；请上传该数据库文件，或请管理员将其所在文件夹加入 DATASOURCE_FILE_ROOTS',
  'datasource.failure.otherUpload': '{path} 是为另一个数据源上传的数据库文件；请上传您自己的文件副本',
  'datasource.upload.sendAsMultipart': '请以 multipart/form-data 发送数据库文件，字段名为 "file"',
  'datasource.upload.unreadable': '无法读取上传内容，请重新发送数据库文件',
  'datasource.upload.noFile': '上传内容中没有文件；请选择一个 SQLite 或 DuckDB 数据库文件',
  'datasource.upload.oneAtATime': '一次只能上传一个数据库文件',
  'datasource.upload.tooLarge': '数据库文件超过 {limit} MB，即单次上传的上限（UPLOAD_LIMIT_MB）',
  'datasource.upload.typeUnsupported': '只能上传 SQLite 和 DuckDB 数据库文件（类型 "{type}"）',
  'datasource.upload.notDatabase': '"{name}" 不是 {type} 数据库文件：其开头的字节不符合该格式',
  'datasource.privilege.superuser':
    '用户 "{user}" 是 PostgreSQL 超级用户：在此数据源上运行的 SQL 可以读写数据库服务器上的文件并在其上运行程序',
  'datasource.privilege.pgRole': '用户 "{user}" 属于 {role} 角色，SQL 因而可以访问数据库服务器上的文件或程序',
  'datasource.privilege.mysqlFile':
    '用户 "{user}" 拥有 FILE 权限：在此数据源上运行的 SQL 可以读写数据库服务器上的文件',
  'datasource.privilege.clickhouseSources':
    '用户 "{user}" 可以使用读取文件和 URL 的 ClickHouse 表函数（{grants}）',
  'datasource.privilege.advice': '请使用权限最小的数据库用户连接，只允许它读取您要提问的表',
};
