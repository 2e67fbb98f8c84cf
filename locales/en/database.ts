export const database = {
  list: {
    label: 'Data sources',
    loading: 'Loading the data sources…',
    read_only: 'Read-only for now: adding and editing data sources come in a later version of this client.',
    load_failed: {
      title: 'The data sources could not be loaded',
      description: 'Check that the server is running, then try again.',
    },
    unavailable: {
      title: 'This server does not offer data sources yet',
      description:
        'Connected to a server that has data sources, this screen lists them. Adding and editing data sources come in a later version of this client.',
    },
    empty: {
      title: 'This server has no data sources',
      description:
        'Databases connected on the server are listed here. Adding them in this client comes in a later version.',
    },
    no_match: {
      title: 'No data source matches',
      description: 'Try another type or name, or clear the search.',
    },
    type_label: 'Database type',
    all_types: 'All types ({{count}})',
    type_option: '{{type}} ({{count}})',
    search_label: 'Search data sources',
    search_placeholder: 'Search by name, host or description',
  },
  card: { address: 'Host', user: 'User', path: 'File' },
  types: {
    mysql: {
      description: 'Fast, reliable open-source relational database, widely used for web applications.',
    },
    oceanbase: {
      description: 'Distributed SQL database built for high throughput and low cost, compatible with MySQL.',
    },
    mssql: {
      description: "Microsoft's relational database server for transactional and analytical workloads.",
    },
    duckdb: { description: 'In-process analytical database for fast queries over local files and tables.' },
    sqlite: {
      description: 'Lightweight relational database stored in a single file, embedded in the application.',
    },
    clickhouse: {
      description: 'Column-oriented database for real-time analytics over large volumes of data.',
    },
    oracle: { description: 'Enterprise relational database known for robustness, scale and security.' },
    access: { description: "Microsoft's desktop relational database for small applications." },
    mongodb: {
      description: 'Document database that stores flexible JSON-like records and scales horizontally.',
    },
    doris: { description: 'Real-time analytical data warehouse from the Apache Software Foundation.' },
    starrocks: {
      description: 'High-performance analytical database for real-time, multi-dimensional queries.',
    },
    db2: { description: "IBM's relational database for enterprise transactional and analytical data." },
    hbase: { description: 'Distributed column-family store on Hadoop for very large sparse tables.' },
    redis: { description: 'In-memory key-value store used as a cache, database or message broker.' },
    cassandra: { description: 'Distributed wide-column database with no single point of failure.' },
    couchbase: {
      description: 'Distributed document database with a SQL-like query language and built-in caching.',
    },
    omc: { description: 'Metadata from an OMC service.' },
    postgresql: {
      description: 'Extensible open-source relational database with strong SQL standards support.',
    },
    vertica: { description: 'Column-store SQL data warehouse built for large-scale analytics.' },
    spark: { description: 'Unified engine for large-scale data processing and analytics.' },
    hive: { description: 'Data warehouse on Hadoop that queries large datasets with SQL.' },
    space: { description: 'Knowledge analytics over the documents of a knowledge space.' },
    tugraph: { description: 'High-performance graph database from Ant Group and Tsinghua University.' },
    generic: { description: 'A data source of a type this client does not know.' },
  },
} as const;
