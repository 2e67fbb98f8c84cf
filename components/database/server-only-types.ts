import { GENERIC_DB_ICON } from '@/utils/db-types';

/**
 * Types a DB-GPT server describes beyond the spec's catalogue. DB-GPT labels and describes them in its own
 * language ("Neo4j datasource"); knowing what they are, the client names them and says what they are in the
 * user's language. Types it does not know keep the server's words.
 */
const SERVER_ONLY_TYPES = {
  neo4j: 'Neo4j',
  gaussdb: 'GaussDB',
  opengauss: 'openGauss',
} as const;

type ServerOnlyType = keyof typeof SERVER_ONLY_TYPES;
export type ServerOnlyDescriptionKey = `types.${ServerOnlyType}.description`;

export interface ServerOnlyTypeInfo {
  label: string;
  icon: string;
  descriptionKey: ServerOnlyDescriptionKey;
}

const isServerOnlyType = (name: string): name is ServerOnlyType => Object.hasOwn(SERVER_ONLY_TYPES, name);

/** The type's name and description key, matched case-insensitively (DB-GPT spells `openGauss`); null if unknown. */
export function serverOnlyType(name: string): ServerOnlyTypeInfo | null {
  const key = name.trim().toLowerCase();
  if (!isServerOnlyType(key)) return null;
  return { label: SERVER_ONLY_TYPES[key], icon: GENERIC_DB_ICON, descriptionKey: `types.${key}.description` };
}
