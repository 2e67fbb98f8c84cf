import { randomBytes } from 'node:crypto';
import { EMBED_ERROR_CODES, type EmbedLink, type EmbedLinkList } from '@/contract/embed';
import { canManageApp, appNotFound } from '../apps/app-access';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { AppViewer } from '../repositories/apps';
import type { StoredEmbedLink } from '../repositories/embed-links';
import type { Repositories } from '../repositories';
import { embedSigningKey, embedTokenId, isSignedFor, signEmbedToken } from './embed-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an embedded page's requests act for: one link, hence one app. */
export interface EmbedGrant {
  linkId: string;
  appCode: string;
  expiresAt: string | null;
}

export interface EmbedService {
  list(caller: AppViewer, appCode: string): Promise<EmbedLinkList>;
  create(caller: AppViewer, appCode: string, expiresInDays: number | null): Promise<EmbedLink>;
  revoke(caller: AppViewer, appCode: string, id: string): Promise<void>;
  /** The link a token opens; 401 when it is unknown, altered, revoked or expired. */
  resolve(token: string): Promise<EmbedGrant>;
}

const refused = (code: string, key: 'embed.invalidLink' | 'embed.revokedLink' | 'embed.expiredLink') =>
  new ApiError(401, code, localized(key));

export function createEmbedService(options: {
  repositories: Pick<Repositories, 'apps' | 'appMembers' | 'embedLinks'>;
  /** The server's secret key, read (or created) on first use. */
  secretKey: () => Promise<Buffer>;
  embedOrigins: readonly string[];
  now?: () => Date;
}): EmbedService {
  const { apps, appMembers, embedLinks } = options.repositories;
  const now = options.now ?? (() => new Date());
  let signingKey: Promise<Buffer> | undefined;
  const key = () => {
    signingKey ??= options.secretKey().then(embedSigningKey, (error: unknown) => {
      signingKey = undefined;
      throw error;
    });
    return signingKey;
  };

  async function requireManager(caller: AppViewer, appCode: string): Promise<void> {
    const app = await apps.find(appCode, caller.userId);
    if (!app) throw appNotFound(appCode);
    if (!canManageApp(app, await appMembers.admins(appCode), caller))
      throw new ApiError(403, '403', localized('embed.manageForbidden', { name: app.appName }));
  }

  async function toWire(link: StoredEmbedLink): Promise<EmbedLink> {
    const token = signEmbedToken(await key(), link);
    return {
      id: link.id,
      app_code: link.appCode,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      revoked_at: link.revokedAt,
      path: `/embed/?token=${encodeURIComponent(token)}`,
    };
  }

  return {
    async list(caller, appCode) {
      await requireManager(caller, appCode);
      const links = await Promise.all((await embedLinks.listForApp(appCode)).map(toWire));
      return { links, embed_origins: [...options.embedOrigins] };
    },

    async create(caller, appCode, expiresInDays) {
      await requireManager(caller, appCode);
      const createdAt = now();
      const link = {
        id: randomBytes(12).toString('base64url'),
        appCode,
        createdBy: caller.userId,
        createdAt: createdAt.toISOString(),
        expiresAt:
          expiresInDays === null
            ? null
            : new Date(createdAt.getTime() + expiresInDays * DAY_MS).toISOString(),
      };
      await embedLinks.create(link);
      return toWire({ ...link, revokedAt: null });
    },

    async revoke(caller, appCode, id) {
      await requireManager(caller, appCode);
      const link = await embedLinks.find(id);
      if (link === null || link.appCode !== appCode)
        throw new ApiError(404, EMBED_ERROR_CODES.linkNotFound, localized('embed.linkNotFound', { id }));
      await embedLinks.revoke(id, now().toISOString());
    },

    async resolve(token) {
      const id = embedTokenId(token);
      const link = id === null ? null : await embedLinks.find(id);
      // Unknown and altered tokens are told apart from nothing: both are "not valid".
      if (link === null || !isSignedFor(await key(), token, link))
        throw refused(EMBED_ERROR_CODES.invalidLink, 'embed.invalidLink');
      if (link.revokedAt !== null) throw refused(EMBED_ERROR_CODES.revokedLink, 'embed.revokedLink');
      if (link.expiresAt !== null && Date.parse(link.expiresAt) <= now().getTime())
        throw refused(EMBED_ERROR_CODES.expiredLink, 'embed.expiredLink');
      return { linkId: link.id, appCode: link.appCode, expiresAt: link.expiresAt };
    },
  };
}
