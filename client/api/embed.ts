import { GET, POST } from '@/client/http';
import type {
  EmbedLink,
  EmbedLinkCreateRequest,
  EmbedLinkList,
  EmbedLinkRevokeRequest,
  EmbedSession,
} from '@/contract/embed';

/** An app's embed links, for those who manage the app. */
export const listEmbedLinks = (appCode: string) =>
  GET<{ app_code: string }, EmbedLinkList>('/api/v1/app/embed/list', { app_code: appCode });

export const createEmbedLink = (body: EmbedLinkCreateRequest) =>
  POST<EmbedLinkCreateRequest, EmbedLink>('/api/v1/app/embed/create', body);

export const revokeEmbedLink = (body: EmbedLinkRevokeRequest) =>
  POST<EmbedLinkRevokeRequest, null>('/api/v1/app/embed/revoke', body);

/** The embed page: which app its token opens (sent with the embed headers). */
export const getEmbedSession = () => GET<undefined, EmbedSession>('/api/v1/embed/session');
