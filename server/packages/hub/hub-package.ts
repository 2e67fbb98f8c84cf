import type { DbgptsType } from '@/contract/plugin';
import type { LocalizedText } from '../../i18n/localized-text';

/** The folders a hub groups its packages in, by type, as DB-GPT's dbgpts repository. */
export const TYPE_FOLDERS: Readonly<Record<string, DbgptsType>> = {
  workflow: 'flow',
  apps: 'app',
  agents: 'agent',
  operators: 'operator',
  resources: 'resource',
};

/** A text given in English and, when the manifest has it, in Chinese. */
export interface Bilingual<T> {
  en: T;
  zh: T;
}

/** One package folder of a hub as its index keeps it. */
export interface IndexedPackage {
  id: number;
  name: string;
  type: DbgptsType;
  label: Bilingual<string>;
  description: Bilingual<string | null>;
  author: string | null;
  version: string | null;
  /** The hub's name, and the package's folder relative to the hub (`workflow/simple-chat`). */
  hub: string;
  path: string;
  /** The package folder on this server. */
  dir: string;
  /** The parsed `dbgpts.toml`, empty when it does not parse. */
  manifest: Record<string, unknown>;
  /** The definition file (absolute) in each language; the Chinese one falls back to the English one. */
  definitionFile: Bilingual<string> | null;
  /** For resources: the definition's `kind`. */
  resourceKind: string | null;
  /** Why this package cannot be installed (a Python package, a manifest that does not parse...). */
  problem: LocalizedText | null;
  /** When its manifest last changed (ISO). */
  modified: string | null;
}
