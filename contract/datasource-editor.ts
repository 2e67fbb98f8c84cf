/**
 * DB-GPT's SQL editor tree (`GET /api/v1/editor/db/tables`, its `DataNode`): the database, its tables, and
 * each table's columns as children. Our server has no such route; the schema page reads it from a DB-GPT
 * server, which keeps no schema profile. `page_index` and `page_size` are required and ignored.
 */
export interface EditorTablesQuery {
  db_name: string;
  page_index: number;
  page_size: number;
  search_str?: string;
}

export interface EditorDataNode {
  title: string | null;
  key: string | null;
  /** `db`, `table`, or a column's database type (`bigint`, `varchar(40)`). */
  type?: string | null;
  default_value?: unknown;
  /** `YES`/`NO` as the database says it; DB-GPT fills `YES` when unknown. */
  can_null?: string | null;
  /** `str()` of the database's comment: `"None"` when it has none. */
  comment?: string | null;
  children?: EditorDataNode[] | null;
}
