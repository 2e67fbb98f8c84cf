import { randomUUID } from 'node:crypto';
import type { App, AppCreateRequest, AppEditRequest, AppListQuery, AppListResponse } from '@/contract/app';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { Repositories } from '../repositories';
import type { AppViewer, ListedApp } from '../repositories/apps';
import { appChangeForbidden, appNotFound, canManageApp, canViewApp } from './app-access';
import { readAppInput } from './app-input';
import {
  datasourceCheck,
  flowCheck,
  requireUsableReferences,
  spaceCheck,
  type ReferenceCheck,
} from './app-references';
import { appView, type StrategyValueFormat } from './app-view';
import { nativeAppSeeds } from './native-apps';
import { accountNames } from '../auth/owner-names';
import { isUniqueViolation } from '../http/unique-violation';

/** Spec section 7: the app list's defaults. */
export const APP_LIST_DEFAULT_PAGE = 1;
export const APP_LIST_DEFAULT_PAGE_SIZE = 12;

const nameTaken = (name: string) => new ApiError(409, '409', localized('app.nameTaken', { name }));

/** Applications: storage through the repositories, access rules, and the wire shapes of contract section 1. */
export function createAppService(
  repositories: Pick<Repositories, 'apps' | 'appMembers' | 'questions'> &
    Partial<Pick<Repositories, 'accounts' | 'datasources' | 'knowledgeSpaces' | 'flows'>>,
) {
  const { apps, appMembers, questions, accounts, datasources, knowledgeSpaces, flows } = repositories;
  const referenceChecks: Partial<Record<'database' | 'knowledge' | 'flow', ReferenceCheck>> = {
    database: datasources ? datasourceCheck({ datasources }) : undefined,
    knowledge: knowledgeSpaces ? spaceCheck({ knowledgeSpaces }) : undefined,
    flow: flows ? flowCheck({ flows }) : undefined,
  };
  /** Administrators may use everything (a name that is gone is told when the app chats, as before). */
  const checkReferences = async (
    caller: AppViewer,
    next: Parameters<typeof requireUsableReferences>[2],
    previous?: Parameters<typeof requireUsableReferences>[3],
  ) => {
    if (!caller.isAdmin) await requireUsableReferences(referenceChecks, caller, next, previous);
  };

  const ownerNames = (listed: readonly ListedApp[]) =>
    accountNames(
      accounts ?? undefined,
      listed.map((app) => app.userCode),
    );

  async function views(listed: readonly ListedApp[], format: StrategyValueFormat): Promise<App[]> {
    const names = await ownerNames(listed);
    return listed.map((app) => appView(app, { format, ownerName: names.get(app.userCode) }));
  }

  /** The app as `caller` may see it, with its admins; a hidden or missing app is a 404. */
  async function visible(caller: AppViewer, appCode: string) {
    const app = await apps.find(appCode, caller.userId);
    if (!app) throw appNotFound(appCode);
    const admins = await appMembers.admins(appCode);
    if (!canViewApp(app, admins, caller)) throw appNotFound(appCode);
    return { app, admins };
  }

  // Changing someone else's app is a 403 even when it is unpublished: the caller named it by its code.
  async function managed(caller: AppViewer, appCode: string) {
    const app = await apps.find(appCode, caller.userId);
    if (!app) throw appNotFound(appCode);
    const admins = await appMembers.admins(appCode);
    if (!canManageApp(app, admins, caller)) throw appChangeForbidden(app.appName);
    return { app, admins };
  }

  async function fullView(app: ListedApp, admins: string[], format: StrategyValueFormat): Promise<App> {
    const ownerName = (await ownerNames([app])).get(app.userCode);
    return appView(app, {
      format,
      admins,
      ownerName,
      questions: await questions.list({ app_code: app.appCode }),
    });
  }

  async function ensureFreeName(name: string, exceptCode?: string) {
    const holder = await apps.findByName(name);
    if (holder && holder.appCode !== exceptCode) throw nameTaken(name);
  }

  return {
    async create(caller: AppViewer, body: AppCreateRequest): Promise<App> {
      const input = readAppInput(body);
      await ensureFreeName(input.definition.appName);
      await checkReferences(caller, input.definition);
      const appCode = body.app_code?.trim() || randomUUID();
      if (await apps.find(appCode))
        throw new ApiError(409, '409', localized('app.codeTaken', { code: appCode }));
      await apps.create({
        ...input.definition,
        appCode,
        userCode: caller.userId,
        published: input.published,
        questions: input.questions,
      });
      const created = await apps.find(appCode, caller.userId);
      if (!created) throw new Error(`app ${appCode} vanished while being created`);
      return fullView(created, [], 'json');
    },

    async edit(caller: AppViewer, body: AppEditRequest): Promise<void> {
      const { app } = await managed(caller, body.app_code);
      const input = readAppInput(body);
      await ensureFreeName(input.definition.appName, app.appCode);
      await checkReferences(caller, input.definition, app);
      await apps.update(app.appCode, input.definition, input.questions, app.userCode);
    },

    async page(caller: AppViewer, query: AppListQuery): Promise<AppListResponse> {
      const page = query.page ?? APP_LIST_DEFAULT_PAGE;
      const size = query.page_size ?? APP_LIST_DEFAULT_PAGE_SIZE;
      const result = await apps.page({
        viewer: caller,
        nameContains: query.app_name?.trim() || undefined,
        teamMode: query.team_mode || undefined,
        published: query.published === undefined ? undefined : query.published === 'true',
        collected: query.is_collected === undefined ? undefined : query.is_collected === 'true',
        recentlyUsed: query.is_recent_used === 'true',
        // Explore's "My apps" sends the caller's id to list what they own. With `is_collected` or
        // `is_recent_used` DB-GPT reads `user_code` as whose favourites or recent apps, not as an owner:
        // those are always the caller's here, and any app they may see counts, whoever owns it.
        owner:
          query.is_collected === undefined && query.is_recent_used === undefined
            ? query.user_code?.trim() || undefined
            : undefined,
        appCodes: query.app_codes,
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        total_count: result.total,
        total_page: Math.ceil(result.total / size),
        current_page: page,
        app_list: await views(result.items, 'comma'),
      };
    },

    async hot(caller: AppViewer, query: AppListQuery): Promise<App[]> {
      const page = query.page ?? APP_LIST_DEFAULT_PAGE;
      const size = query.page_size ?? APP_LIST_DEFAULT_PAGE_SIZE;
      const hot = await apps.hot(caller.userId, (page - 1) * size, size);
      return views(hot, 'json');
    },

    async info(caller: AppViewer, appCode: string): Promise<App> {
      const { app, admins } = await visible(caller, appCode);
      return fullView(app, admins, 'json');
    },

    /** The app for a chat: null when it does not exist or the caller may not see it. */
    async forChat(caller: AppViewer, appCode: string): Promise<ListedApp | null> {
      return visible(caller, appCode).then(
        (found) => found.app,
        () => null,
      );
    },

    async remove(caller: AppViewer, appCode: string): Promise<void> {
      await managed(caller, appCode);
      await apps.remove(appCode);
    },

    async collect(caller: AppViewer, appCode: string, collected: boolean): Promise<void> {
      await visible(caller, appCode);
      if (collected) await appMembers.collect(appCode, caller.userId);
      else await appMembers.uncollect(appCode, caller.userId);
    },

    async setPublished(caller: AppViewer, appCode: string, published: boolean): Promise<void> {
      const { app, admins } = await managed(caller, appCode);
      await apps.setPublished(appCode, published);
      // Those who can no longer see the app lose it from their favourites.
      if (!published) await appMembers.dropCollectionsExcept(appCode, [app.userCode, ...admins]);
    },

    async admins(caller: AppViewer, appCode: string): Promise<string[]> {
      return (await visible(caller, appCode)).admins;
    },

    async setAdmins(caller: AppViewer, appCode: string, admins: readonly string[]): Promise<void> {
      await managed(caller, appCode);
      await appMembers.setAdmins(appCode, admins.map((admin) => admin.trim()).filter(Boolean));
    },

    /**
     * The six native apps (contract 1.20). `reset` (app/native/init) restores those the caller may manage to
     * their defaults; otherwise only missing ones are added. A name another app holds is left alone.
     */
    async ensureNativeApps(owner: AppViewer, reset = false): Promise<void> {
      for (const seed of nativeAppSeeds()) {
        const existing = await apps.find(seed.appCode);
        if (existing) {
          const admins = await appMembers.admins(seed.appCode);
          if (reset && canManageApp(existing, admins, owner))
            await apps.update(seed.appCode, seed, { chatMode: seed.appCode, items: [] }, existing.userCode);
          continue;
        }
        if (await apps.findByName(seed.appName)) continue;
        const questions = { chatMode: seed.appCode, items: [] };
        try {
          await apps.create({ ...seed, userCode: owner.userId, published: true, questions });
        } catch (error) {
          // Another request (or instance) added it meanwhile: it exists, which is all this asks.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    },

    recordUse: (appCode: string, userId: string) => appMembers.recordUse(appCode, userId),
  };
}

export type AppService = ReturnType<typeof createAppService>;
