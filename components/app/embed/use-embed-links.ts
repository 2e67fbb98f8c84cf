import { useCallback, useEffect, useState } from 'react';
import { createEmbedLink, listEmbedLinks, revokeEmbedLink } from '@/client/api/embed';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { EmbedLink, EmbedLinkList } from '@/contract/embed';

export type EmbedLinksState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & EmbedLinkList);

/** An app's embed links: loaded on open, created and revoked; a refusal comes back as the server's reason. */
export function useEmbedLinks(appCode: string) {
  const [state, setState] = useState<EmbedLinksState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    void apiInterceptors(listEmbedLinks(appCode), '*').then((result) => {
      if (!live) return;
      const data = result[1];
      setState(succeeded(result) && data ? { status: 'ready', ...data } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [appCode, reloads]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

  /** The new link, or the reason it was refused. */
  const create = useCallback(
    async (expiresInDays: number | null): Promise<EmbedLink | string> => {
      const result = await apiInterceptors(
        createEmbedLink({ app_code: appCode, expires_in_days: expiresInDays }),
        '*',
      );
      const link = result[1];
      if (!succeeded(result) || !link) return failureReason(result);
      setState((current) =>
        current.status === 'ready' ? { ...current, links: [link, ...current.links] } : current,
      );
      return link;
    },
    [appCode],
  );

  /** Null when revoked, else the reason it was not. */
  const revoke = useCallback(
    async (id: string): Promise<string | null> => {
      const result = await apiInterceptors(revokeEmbedLink({ app_code: appCode, id }), '*');
      if (!succeeded(result)) return failureReason(result);
      const at = new Date().toISOString();
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              links: current.links.map((link) => (link.id === id ? { ...link, revoked_at: at } : link)),
            }
          : current,
      );
      return null;
    },
    [appCode],
  );

  return { state, reload, create, revoke };
}
