import type { Messages } from '../types';
import type { database as en } from '../en/database';

export const database: Messages<typeof en> = {
  list: {
    label: '数据源',
    loading: '正在加载数据源…',
    read_only: '目前只能查看：添加和编辑数据源将在本客户端的后续版本中提供。',
    load_failed: {
      title: '无法加载数据源',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供数据源功能',
      description:
        '连接到提供数据源的服务器后，这里会列出其中的数据源。添加和编辑数据源将在本客户端的后续版本中提供。',
    },
    empty: {
      title: '此服务器上没有数据源',
      description: '服务器上连接的数据库会列在这里。在本客户端中添加数据源将在后续版本中提供。',
    },
    no_match: {
      title: '没有匹配的数据源',
      description: '换个类型或名称试试，或清除搜索。',
    },
    type_label: '数据库类型',
    all_types: '全部类型（{{count}}）',
    type_option: '{{type}}（{{count}}）',
    search_label: '搜索数据源',
    search_placeholder: '按名称、主机或描述搜索',
  },
  card: { address: '主机', user: '用户', path: '文件' },
  types: {
    mysql: { description: '快速、可靠的开源关系型数据库，广泛用于 Web 应用。' },
    oceanbase: { description: '高吞吐、低成本的分布式 SQL 数据库，兼容 MySQL。' },
    mssql: { description: '微软推出的关系型数据库，适用于事务处理和分析场景。' },
    duckdb: { description: '嵌入式分析型数据库，可快速查询本地文件和数据表。' },
    sqlite: { description: '轻量级关系型数据库，数据保存在单个文件中，可嵌入应用。' },
    clickhouse: { description: '列式数据库，适合对海量数据进行实时分析。' },
    oracle: { description: '企业级关系型数据库，以稳定、可扩展和安全著称。' },
    access: { description: '微软推出的桌面关系型数据库，适合小型应用。' },
    mongodb: { description: '文档型数据库，以灵活的类 JSON 格式存储数据，支持水平扩展。' },
    doris: { description: 'Apache 软件基金会旗下的实时分析型数据仓库。' },
    starrocks: { description: '高性能分析型数据库，支持实时多维分析查询。' },
    db2: { description: 'IBM 推出的关系型数据库，适用于企业级事务和分析数据。' },
    hbase: { description: '基于 Hadoop 的分布式列族存储，适合超大规模稀疏表。' },
    redis: { description: '内存键值存储，可用作缓存、数据库或消息代理。' },
    cassandra: { description: '无单点故障的分布式宽列数据库。' },
    couchbase: { description: '分布式文档数据库，提供类 SQL 查询语言和内置缓存。' },
    omc: { description: '来自 OMC 服务的元数据。' },
    postgresql: { description: '可扩展的开源关系型数据库，对 SQL 标准支持完善。' },
    vertica: { description: '面向大规模分析的列式 SQL 数据仓库。' },
    spark: { description: '用于大规模数据处理与分析的统一引擎。' },
    hive: { description: '基于 Hadoop 的数据仓库，可用 SQL 查询大规模数据集。' },
    space: { description: '基于知识空间中的文档进行知识分析。' },
    tugraph: { description: '由蚂蚁集团与清华大学联合研发的高性能图数据库。' },
    generic: { description: '本客户端无法识别类型的数据源。' },
  },
};
