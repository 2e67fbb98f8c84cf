export const database = {
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
