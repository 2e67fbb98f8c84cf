import type { z } from 'zod';
import type { FlowCall } from '../../flows/flow-service';
import { describeIssues } from '../../http/validate';
import { serverIssueMessages } from '../../http/zod-issue-messages';
import type { LocalizedText } from '../../i18n/localized-text';
import type { StoredApp } from '../../repositories/apps';
import type { InstallScope, ThingUser } from '../package-installers';

/** Packages are installed for everyone by an administrator: the services see an admin caller. */
export const adminCaller = (scope: InstallScope) => ({ userId: scope.userId, isAdmin: true });

export const flowCallOf = (scope: InstallScope): FlowCall => ({
  caller: adminCaller(scope),
  language: scope.language,
});

/** The definition parsed by `schema`, or its problems as one text. */
export function parseDefinition<S extends z.ZodType>(
  schema: S,
  definition: unknown,
): { value: z.output<S> } | { problems: LocalizedText } {
  const parsed = schema.safeParse(definition, { error: serverIssueMessages });
  return parsed.success ? { value: parsed.data } : { problems: describeIssues(parsed.error.issues) };
}

const PAGE = 500;

/** Every app on the server, whoever owns it (what uses a package is asked across all users). */
export async function everyApp(scope: InstallScope): Promise<StoredApp[]> {
  const { apps } = scope.context.repositories;
  const all: StoredApp[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apps.page({ viewer: adminCaller(scope), offset, limit: PAGE });
    all.push(...page.items);
    if (page.items.length < PAGE || all.length >= page.total) return all;
  }
}

/** The flow uid an AWEL app runs, when it runs one. */
export function appFlowUid(app: StoredApp): string | null {
  if (app.teamMode !== 'awel_layout' || !app.teamContext?.trim().startsWith('{')) return null;
  try {
    const context = JSON.parse(app.teamContext) as { uid?: unknown };
    return typeof context.uid === 'string' ? context.uid : null;
  } catch {
    return null;
  }
}

export const appUser = (app: StoredApp): ThingUser => ({ kind: 'app', id: app.appCode, name: app.appName });
