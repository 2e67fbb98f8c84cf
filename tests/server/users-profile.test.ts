import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@/contract/auth';
import type { Profile } from '@/contract/profile';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

const PROFILE = '/api/v1/auth/profile';
const AVATAR = '/api/v1/auth/profile/avatar';
// A 1×1 PNG and a 1×1 JPEG, as image editors write them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** Sends one file in the form field `file`, as the profile screen does. */
async function upload(
  session: string,
  bytes: Buffer<ArrayBuffer>,
  name: string,
  type: string,
  language = 'en',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${server.baseUrl}${AVATAR}`, {
    method: 'POST',
    headers: { cookie: `dbgpt_session=${encodeURIComponent(session)}`, 'accept-language': language },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { err_code: string; err_msg: string; data: Profile },
  };
}

describe('one’s own profile', () => {
  it('changes the name and stores the language, which sign-in and “who am I” answer', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const before = await call(server, PROFILE, { session: admin });
    expect(before.body.data).toMatchObject({
      email: ADMIN.email,
      name: 'admin',
      language: null,
      avatar_url: null,
    });

    const saved = await call(server, PROFILE, { session: admin, body: { name: ' Ada ', language: 'zh' } });
    expect(saved.body.data).toMatchObject({ name: 'Ada', language: 'zh' });
    expect(((await call(server, '/api/v1/auth/me', { session: admin })).body.data as Me).user).toMatchObject({
      name: 'Ada',
      language: 'zh',
    });
    const signedIn = await call(server, '/api/v1/auth/login', { body: ADMIN });
    expect((signedIn.body.data as Me).user.language).toBe('zh');

    const bad = await call(server, PROFILE, { session: admin, body: { language: 'fr', name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toMatch(/name: .*language: |language: .*name: /);
    const forgotten = await call(server, PROFILE, { session: admin, body: { language: null } });
    expect(forgotten.body.data).toMatchObject({ name: 'Ada', language: null });
  });

  it('changes only one’s own profile, whatever the user-id header says', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    await createUser(server, admin, { email: 'bob@example.com', password: 'bob password', name: 'Bob' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const adminId = ((await call(server, '/api/v1/auth/me', { session: admin })).body.data as Me).user
      .user_id;
    await call(server, PROFILE, { session: bob, body: { name: 'Hacked' }, headers: { 'user-id': adminId } });
    expect((await call(server, PROFILE, { session: admin })).body.data).toMatchObject({ name: 'admin' });
    expect((await call(server, PROFILE, { session: bob })).body.data).toMatchObject({ name: 'Hacked' });
  });

  it('answers 409 without sign-in (AUTH_MODE=none)', async () => {
    server = await startTestServer();
    const answer = await call(server, PROFILE);
    expect(answer.status).toBe(409);
    expect(answer.body.err_code).toBe('E1006');
  });
});

describe('avatars', () => {
  it('stores an uploaded image and serves it back with its own type and nosniff, until removed', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const uploaded = await upload(admin, PNG, 'me.png', 'image/png');
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data.avatar_url!;
    expect(url).toMatch(/^\/api\/v1\/auth\/avatars\/.+\?v=/);

    const served = await fetch(`${server.baseUrl}${url}`, {
      headers: { cookie: `dbgpt_session=${encodeURIComponent(admin)}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(401);

    // A JPEG sent under a PNG's name and type is served as what it is.
    const replaced = await upload(admin, JPEG, 'me.png', 'image/png');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.avatar_url).not.toBe(url);
    const jpeg = await fetch(`${server.baseUrl}${replaced.body.data.avatar_url!}`, {
      headers: { cookie: `dbgpt_session=${encodeURIComponent(admin)}` },
    });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');

    const removed = await call(server, AVATAR, { method: 'DELETE', session: admin });
    expect(removed.body.data).toMatchObject({ avatar_url: null });
    expect((await call(server, url, { session: admin })).status).toBe(404);
  });

  it('refuses a file that is no image by its bytes, a too big one, and a request without a file', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await upload(admin, svg, 'avatar.png', 'image/png');
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({
      err_code: 'E1020',
      err_msg: 'The avatar must be a PNG, JPEG or WebP image (its content is checked, not its name)',
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(admin, gif, 'avatar.webp', 'image/webp', 'zh')).body.err_msg).toBe(
      '头像必须是 PNG、JPEG 或 WebP 图片（按文件内容判断，而非文件名）',
    );

    const huge = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(admin, huge, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ err_code: 'E1021', err_msg: 'The avatar is larger than 1 MB' });

    const noFile = await call(server, AVATAR, { session: admin, body: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.err_code).toBe('E1022');
    expect((await call(server, PROFILE, { session: admin })).body.data).toMatchObject({ avatar_url: null });
  });
});
