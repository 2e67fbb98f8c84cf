import type { HubSourceCreate } from '@/contract/hub';
import type { DbgptsType } from '@/contract/plugin';
import type { ServerLanguage } from '../i18n/language';
import type { LocalizedText } from '../i18n/localized-text';
import type { RouteContext } from '../context';

/** One package of the hubs' index (what `hub/query_page` lists). */
export interface HubPackageSummary {
  /** Stable while the package stays in its hub. */
  id: number;
  name: string;
  type: DbgptsType;
  label: string;
  description: string | null;
  author: string | null;
  version: string | null;
  /** The hub's name and the package's folder in it. */
  source: string;
  path: string;
  /** The definition's `kind` for resource packages (`prompt_pack`, `tool`). */
  resourceKind: string | null;
  installable: boolean;
  gmtModified: string | null;
}

/** One package read from its hub, as the market needs it (the package hubs' own record has more). */
export interface HubPackage {
  version: string | null;
  /** The hub's name and the package's folder in it. */
  source: string;
  path: string;
  /** The definition file's JSON. */
  definition: unknown;
}

/**
 * The hubs' index, for the plugin market (`/api/v1/agent/query` lists the `tool` resources) and its
 * `hub/update`. Implemented by `server/packages/hub/*`; app.ts hands it to the plugin routes.
 */
export interface HubIndex {
  list(context: RouteContext, language: ServerLanguage): Promise<HubPackageSummary[]>;
  load(
    context: RouteContext,
    type: DbgptsType,
    name: string,
    language: ServerLanguage,
  ): Promise<HubPackage | undefined>;
  /** Adds a hub an administrator named in `agent/hub/update`; a URL already configured is left as it is. */
  addSource(context: RouteContext, source: HubSourceCreate, addedBy: string): Promise<void>;
  /** Re-reads every hub; the ones that failed keep their last good index and are named here. */
  refresh(context: RouteContext): Promise<{ failed: { hub: string; problem: LocalizedText }[] }>;
}
