import type { Space } from '@/contract/knowledge';
import { chatted } from './conversations';
import {
  json,
  OWN_ONLY,
  PRIVATE,
  PUBLIC_READ,
  row,
  type AccessCase,
  type Expected,
  type World,
} from './matrix';

/** Embed links (an app's owner, its admins, administrators), sign-in sessions, the v2 chat's resources. */

interface App {
  app_code: string;
}
interface EmbedLink {
  id: string;
}

const addApp = async (world: World) =>
  world.must<App>(
    'owner',
    json('POST', '/api/v1/app/create', {
      app_name: world.unique('embed-app'),
      app_describe: 'embedded',
      team_mode: 'native_app',
      language: 'en',
      team_context: { chat_scene: 'chat_normal', scene_name: 'Chat' },
    }),
  );

const addLink = async (world: World) => {
  const app = await addApp(world);
  const link = await world.must<EmbedLink>(
    'owner',
    json('POST', '/api/v1/app/embed/create', { app_code: app.app_code }),
  );
  return { app, link };
};

const links = (app: App, world: World) =>
  world.must('owner', json('GET', `/api/v1/app/embed/list?app_code=${app.app_code}`));

/** Managing an app's embed links is changing the app: 403 for others, as for the app itself. */
const MANAGE: Expected = { owner: 200, other: 403, admin: 200 };

/** A second session of the owner's, its id read from their list. */
async function secondSession(world: World): Promise<string> {
  await world.signInAgain('owner');
  const sessions = await world.must<{ id: string; current: boolean }[]>(
    'owner',
    json('GET', '/api/v1/auth/sessions'),
  );
  const other = sessions.find((session) => !session.current);
  if (!other) throw new Error('no second session');
  return other.id;
}

const chatV2 = (chat_mode: string, chat_param: string) =>
  json('POST', '/api/v2/chat/completions', {
    model: 'fake-model',
    chat_mode,
    chat_param,
    messages: 'hello',
    stream: false,
  });

export const SHARING_CASES: AccessCase[] = [
  row({
    route: 'GET /api/v1/app/embed/list',
    expect: MANAGE,
    create: addLink,
    request: ({ app }) => json('GET', `/api/v1/app/embed/list?app_code=${app.app_code}`),
  }),
  row({
    route: 'POST /api/v1/app/embed/create',
    expect: MANAGE,
    create: addApp,
    request: (app) => json('POST', '/api/v1/app/embed/create', { app_code: app.app_code }),
    state: links,
  }),
  row({
    route: 'POST /api/v1/app/embed/revoke',
    expect: MANAGE,
    create: addLink,
    request: ({ app, link }) =>
      json('POST', '/api/v1/app/embed/revoke', { app_code: app.app_code, id: link.id }),
    state: ({ app }, world) => links(app, world),
  }),
  row({
    route: 'DELETE /api/v1/auth/sessions/:id',
    expect: OWN_ONLY,
    create: secondSession,
    request: (id) => json('DELETE', `/api/v1/auth/sessions/${id}`),
    state: (_, world) => world.must('owner', json('GET', '/api/v1/auth/sessions')),
  }),
  row({
    route: 'POST /api/v2/chat/completions',
    name: "another's private knowledge space",
    expect: PRIVATE,
    create: async (world) => {
      const name = world.unique('chat-space');
      await world.must('owner', json('POST', '/knowledge/space/add', { name, vector_type: 'FullText' }));
      const [space] = await world.must<Space[]>('owner', json('POST', '/knowledge/space/list', { name }));
      return space?.name ?? name;
    },
    request: (name) => chatV2('chat_knowledge', name),
  }),
  row({
    route: 'POST /api/v2/chat/completions',
    name: "another's unpublished app",
    expect: { owner: 200, other: 404, admin: 200 },
    create: addApp,
    request: (app) => chatV2('chat_app', app.app_code),
  }),
  row({
    route: 'GET /api/v1/chat/dialogue/list',
    name: "another's conversations",
    expect: PUBLIC_READ,
    create: chatted,
    request: () => json('GET', '/api/v1/chat/dialogue/list'),
    check(role, data, conversation) {
      const listed = (data as { conv_uid: string }[]).some(
        (entry) => entry.conv_uid === conversation.conv_uid,
      );
      expect(listed, role).toBe(role === 'owner');
    },
  }),
];
