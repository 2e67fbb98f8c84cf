import type { Datasource, DatasourceType } from '@/contract/datasource';
import type { ParameterDescription } from '@/contract/parameter';
import { DB_TYPE_KEYS, getDbType, type DbDescriptionKey } from '@/utils/db-types';
import { toDatasourceView, type DatasourceView } from './datasource-view';
import { serverOnlyType, type ServerOnlyDescriptionKey } from './server-only-types';

/** One tile of the type grid: what the type is, whether this server can connect to it, its connections. */
export interface TypeEntry {
  /** The type as the server names it. */
  name: string;
  label: string;
  icon: string;
  /** The catalogue's description key (known types), else the server's own text. */
  descriptionKey: DbDescriptionKey | ServerOnlyDescriptionKey | null;
  /** The server's own description, by language (`description_zh` beside the plain one). */
  serverDescription: { en: string | null; zh: string | null };
  /** The create/edit form's descriptors; none when the server does not describe the type. */
  parameters: ParameterDescription[];
  /** Whether the server can connect to it (absent from DB-GPT's answer: it lists only connectable types). */
  hasConnector: boolean;
  /** The server describes the type, so datasources of it can be created. */
  creatable: boolean;
  sources: DatasourceView[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function fromServerType(type: DatasourceType): TypeEntry {
  const catalogue = getDbType(type.name);
  const known = catalogue.known ? catalogue : serverOnlyType(type.name);
  return {
    name: type.name,
    label: known ? known.label : (text(type.label) ?? type.name),
    icon: known ? known.icon : catalogue.icon,
    descriptionKey: known ? known.descriptionKey : null,
    serverDescription: {
      en: text(type.description),
      zh: text(type.description_zh) ?? text(type.description),
    },
    parameters: type.parameters,
    hasConnector: type.connector_available !== false,
    creatable: true,
    sources: [],
  };
}

function fromCatalogue(name: string): TypeEntry {
  const catalogue = getDbType(name);
  return {
    name,
    label: catalogue.label,
    icon: catalogue.icon,
    descriptionKey: catalogue.descriptionKey,
    serverDescription: { en: null, zh: null },
    parameters: [],
    hasConnector: false,
    creatable: false,
    sources: [],
  };
}

/**
 * The grid: every type the server describes (or, when it describes none, the client's catalogue), plus any
 * type a datasource has that neither names; each with its datasources. Types with connections come first,
 * types this server cannot connect to last.
 */
export function buildTypeEntries(
  serverTypes: readonly DatasourceType[] | null,
  sources: readonly Datasource[],
): TypeEntry[] {
  const entries = new Map<string, TypeEntry>();
  const key = (name: string) => name.toLowerCase();
  if (serverTypes && serverTypes.length > 0) {
    for (const type of serverTypes) entries.set(key(type.name), fromServerType(type));
  } else {
    for (const name of DB_TYPE_KEYS) entries.set(key(name), fromCatalogue(name));
  }
  for (const source of sources) {
    const view = toDatasourceView(source);
    const entry = entries.get(key(view.type)) ?? fromCatalogue(view.type);
    entry.sources.push(view);
    entries.set(key(view.type), entry);
  }
  const rank = (entry: TypeEntry) => (entry.sources.length > 0 ? 0 : entry.hasConnector ? 1 : 2);
  return [...entries.values()]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}
