import { flowDataSchema, type FlowData } from '@/contract/flow';
import type { Repositories } from '../../repositories';
import type { StoredApp } from '../../repositories/apps';
import type { ThingUser } from '../package-installers';

const PAGE_SIZE = 200;

/** Every app (as an administrator sees them) for which `uses` holds. */
export async function appsThatUse(
  repositories: Pick<Repositories, 'apps'>,
  uses: (app: StoredApp) => boolean,
): Promise<ThingUser[]> {
  const users: ThingUser[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { items, total } = await repositories.apps.page({
      viewer: { userId: '', isAdmin: true },
      offset,
      limit: PAGE_SIZE,
    });
    for (const app of items) if (uses(app)) users.push({ kind: 'app', id: app.appCode, name: app.appName });
    if (offset + PAGE_SIZE >= total || items.length === 0) return users;
  }
}

function canvasOf(text: string | null): FlowData | null {
  if (!text) return null;
  try {
    const parsed = flowDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every stored flow whose canvas `uses` holds for. */
export async function flowsThatUse(
  repositories: Pick<Repositories, 'flows'>,
  uses: (canvas: FlowData) => boolean,
): Promise<ThingUser[]> {
  const users: ThingUser[] = [];
  for (let page = 1; ; page++) {
    const result = await repositories.flows.page({}, page, PAGE_SIZE);
    for (const flow of result.items) {
      const canvas = canvasOf(flow.flowData);
      if (canvas && uses(canvas)) users.push({ kind: 'flow', id: flow.uid, name: flow.label || flow.name });
    }
    if (page >= result.total_pages) return users;
  }
}
