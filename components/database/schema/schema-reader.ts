import { isAxiosError } from 'axios';
import { getDatasource, getDatasourceSchema, getEditorTables } from '@/client/api/datasource';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import type { Datasource, DatasourceSchemaProfile, SchemaColumn, SchemaTable } from '@/contract/datasource';
import type { EditorDataNode } from '@/contract/datasource-editor';
import { toDatasourceView } from '../datasource-view';

/**
 * A data source's schema as the page shows it: the profile our server stored at its last refresh, or the
 * tables DB-GPT's SQL editor reads live (DB-GPT keeps no profile); `unreadable` when the server offers neither.
 */
export type SchemaRead =
  | { kind: 'stored'; refreshedAt: string; tables: SchemaTable[] }
  | { kind: 'none' }
  | { kind: 'live'; tables: SchemaTable[] }
  | { kind: 'unreadable' };

export interface LoadedSchema {
  source: Datasource | null;
  schema: SchemaRead;
}

/**
 * Set once the stored-schema route answered 404 (DB-GPT has none): from then on, for this page's life,
 * the schema is read through the SQL editor's route without asking for the stored one first.
 */
let readThroughEditor = false;

/** Forgets what the last server answered (tests that change servers). */
export function forgetSchemaRoute(): void {
  readThroughEditor = false;
}

const NO_TEXT = new Set(['', 'None', 'null']);

function columnOf(node: EditorDataNode): SchemaColumn | null {
  if (typeof node.title !== 'string' || !node.title) return null;
  const comment = typeof node.comment === 'string' ? node.comment.trim() : '';
  return {
    name: node.title,
    type: typeof node.type === 'string' ? node.type : '',
    nullable: !/^(no|false|0)$/i.test(String(node.can_null ?? 'YES').trim()),
    comment: NO_TEXT.has(comment) ? null : comment,
    primary_key: false,
  };
}

/** DB-GPT's editor tree: the database node, its tables, each table's columns. It knows no keys or row counts. */
export function tablesOfEditorTree(root: EditorDataNode | null | undefined): SchemaTable[] {
  const tables = Array.isArray(root?.children) ? root.children : [];
  return tables.flatMap((table): SchemaTable[] => {
    if (typeof table.title !== 'string' || !table.title) return [];
    const columns = (Array.isArray(table.children) ? table.children : []).flatMap((node) => {
      const column = columnOf(node);
      return column ? [column] : [];
    });
    return [
      {
        name: table.title,
        kind: 'table',
        comment: null,
        row_estimate: null,
        columns,
        primary_key: [],
        foreign_keys: [],
      },
    ];
  });
}

const isNotFound = (caught: unknown) => isAxiosError(caught) && caught.response?.status === 404;

async function readLive(source: Datasource): Promise<AreaOutcome<SchemaRead>> {
  const outcome = await requestAreaList(getEditorTables(toDatasourceView(source).name));
  if (outcome.status === 'error') return outcome;
  // No editor route either: say the server cannot read it, rather than "nothing stored yet".
  if (outcome.status === 'unavailable') return ready({ kind: 'unreadable' });
  return ready({ kind: 'live', tables: tablesOfEditorTree(outcome.data) });
}

const ready = (schema: SchemaRead): AreaOutcome<SchemaRead> => ({ status: 'ready', data: schema });

function storedRead(profile: DatasourceSchemaProfile | null | undefined): SchemaRead {
  return profile && Array.isArray(profile.tables)
    ? { kind: 'stored', refreshedAt: profile.refreshed_at, tables: profile.tables }
    : { kind: 'none' };
}

/** The stored profile; a 404 of the route itself says `missing` (a server without it, such as DB-GPT). */
async function readStored(id: string): Promise<AreaOutcome<SchemaRead> | { status: 'missing' }> {
  let answer: Awaited<ReturnType<typeof getDatasourceSchema>>;
  try {
    answer = await getDatasourceSchema(id);
  } catch (caught: unknown) {
    if (isNotFound(caught)) return { status: 'missing' };
    const outcome = await requestAreaList(
      Promise.reject(caught instanceof Error ? caught : new Error(String(caught))),
    );
    return outcome.status === 'error' ? outcome : ready({ kind: 'none' });
  }
  const outcome = await requestAreaList(Promise.resolve(answer));
  return outcome.status === 'ready' ? ready(storedRead(outcome.data)) : outcome;
}

export async function loadSchema(id: string): Promise<AreaOutcome<LoadedSchema>> {
  const sourceRequest = requestAreaList(getDatasource(id));
  const stored = readThroughEditor ? null : readStored(id);
  const [source, schema] = await Promise.all([sourceRequest, stored]);
  if (source.status === 'error' || schema?.status === 'error') return { status: 'error' };
  const found = source.status === 'ready' ? (source.data ?? null) : null;
  if (!found) return { status: 'ready', data: { source: null, schema: { kind: 'none' } } };
  if (schema && schema.status !== 'missing') {
    return {
      status: 'ready',
      data: {
        source: found,
        schema: schema.status === 'ready' && schema.data ? schema.data : { kind: 'none' },
      },
    };
  }
  readThroughEditor = true;
  const live = await readLive(found);
  if (live.status !== 'ready') return { status: 'error' };
  return { status: 'ready', data: { source: found, schema: live.data ?? { kind: 'unreadable' } } };
}
