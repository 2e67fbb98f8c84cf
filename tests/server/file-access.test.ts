import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '@/server/context';
import { ADMIN, createUser, signIn, startLocalServer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpace, readDb, uploadDocument } from './knowledge-helpers';
import { newConversation, upload } from './upload-helpers';

/** A stored file is seen by its owner and by who may see its conversation, and deleted by its owner only. */

const SERVE = '/api/v2/serve/file/files';

interface Descriptor {
  file_path: string;
  file_id: string;
  bucket: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: { success: boolean; err_code: string | null; err_msg: string | null } | null;
  text: string;
}

async function send(
  server: TestServer,
  p: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${p}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const isEnvelope = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: res.status, headers: res.headers, body: isEnvelope ? JSON.parse(text) : null, text };
}

/** Every way of reaching one file: its metadata (three forms), its bytes and its removal. */
function reads(server: TestServer, file: Descriptor, headers: Record<string, string>) {
  return [
    send(server, `${SERVE}/metadata?uri=${encodeURIComponent(file.file_path)}`, headers),
    send(server, `${SERVE}/metadata?bucket=${file.bucket}&file_id=${file.file_id}`, headers),
    send(server, `${SERVE}/metadata/batch`, headers, { body: { uris: [file.file_path] } }),
    send(server, `${SERVE}/metadata/batch`, headers, {
      body: { bucket_file_pairs: [{ bucket: file.bucket, file_id: file.file_id }] },
    }),
    send(server, `${SERVE}/${file.bucket}/${file.file_id}`, headers),
  ];
}

async function uploadAs(server: TestServer, headers: Record<string, string>, content: string) {
  const res = await upload(server.baseUrl, [{ name: 'notes.txt', content }], { headers });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as Descriptor;
}

const storedIds = (server: TestServer) =>
  readdir(path.join(server.dataDir, 'files', 'dbgpt_app_file')).catch(() => [] as string[]);

/** What an unknown file answers, with the file id in the message made comparable. */
async function unknownFileAnswer(
  server: TestServer,
  headers: Record<string, string>,
  bucket = 'dbgpt_app_file',
) {
  const answer = await send(server, `${SERVE}/${bucket}/no-such-file`, headers);
  expect(answer.status).toBe(404);
  return { ...answer.body, err_msg: answer.body?.err_msg?.replace('no-such-file', '<id>') };
}

/** Another caller's view of the file: every read and the delete answer like the unknown file. */
async function expectHidden(server: TestServer, file: Descriptor, headers: Record<string, string>) {
  for (const language of ['en', 'zh']) {
    const asked = { ...headers, 'accept-language': language };
    const unknown = await unknownFileAnswer(server, asked, file.bucket);
    const attempts = [
      ...(await Promise.all(reads(server, file, asked))),
      await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, asked, { method: 'DELETE' }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect({ ...answer.body, err_msg: answer.body?.err_msg?.replace(file.file_id, '<id>') }).toEqual(
        unknown,
      );
    }
  }
}

async function expectReadable(
  server: TestServer,
  file: Descriptor,
  headers: Record<string, string>,
  content: string,
) {
  const answers = await Promise.all(reads(server, file, headers));
  for (const answer of answers) expect(answer.status, answer.text).toBe(200);
  const download = answers.at(-1);
  expect(download?.text).toBe(content);
  // Never reused from the browser's cache without asking: the next account on that browser may not see it.
  expect(download?.headers.get('cache-control')).toBe('private, no-cache');
}

describe('file ownership without sign-in (the user-id header is the caller)', () => {
  let server: TestServer;
  let context: RouteContext;
  const captureContext: FastifyPluginAsync<RouteContext> = async (_app, options) => {
    context = options;
  };
  beforeAll(async () => {
    server = await startTestServer({ plugins: [captureContext] });
  });
  afterAll(() => server.close());

  const alice = { 'user-id': 'alice' };
  const bob = { 'user-id': 'bob' };

  it('lets the owner read and delete; another user gets 404 everywhere and the file survives', async () => {
    const file = await uploadAs(server, alice, 'alice only');
    await expectHidden(server, file, bob);
    await expectHidden(server, file, {}); // no header: the default user 001
    await expectReadable(server, file, alice, 'alice only');
    expect(await storedIds(server)).toContain(file.file_id);

    const removed = await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, alice, {
      method: 'DELETE',
    });
    expect(removed.body).toMatchObject({ success: true });
    expect(await storedIds(server)).not.toContain(file.file_id);
    await expectHidden(server, file, alice);
  });

  it('lets who may see the conversation read a file attached to it, and only its owner delete it', async () => {
    const convUid = await newConversation(server.baseUrl, alice);
    // A file another user put into alice's conversation (as an app or a shared upload will).
    const key = { bucket: 'dbgpt_app_file', fileId: 'attached-by-carol' };
    const pending = await context.fileStore.receive(Readable.from([Buffer.from('from carol')]));
    await pending.commit(key);
    await context.repositories.files.insert({
      ...key,
      fileName: 'carol.txt',
      fileSize: pending.size,
      contentType: 'text/plain; charset=utf-8',
      storageType: 'local',
      userId: 'carol',
      userName: 'carol',
      sysCode: null,
      convUid,
      chatMode: 'chat_normal',
      createdAt: new Date().toISOString(),
    });
    const file = {
      bucket: key.bucket,
      file_id: key.fileId,
      file_path: `dbgpt-fs://local/${key.bucket}/${key.fileId}`,
    };

    await expectReadable(server, file, alice, 'from carol');
    await expectHidden(server, file, bob);
    const notOwner = await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, alice, {
      method: 'DELETE',
    });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body?.err_msg).toBe('Only the person who uploaded "carol.txt" may delete it');
    const inChinese = await send(
      server,
      `${SERVE}/${file.bucket}/${file.file_id}`,
      { ...alice, 'accept-language': 'zh' },
      { method: 'DELETE' },
    );
    expect(inChinese.body?.err_msg).toBe('只有上传“carol.txt”的人可以删除它');
    await expectReadable(server, file, { 'user-id': 'carol' }, 'from carol');

    const removed = await send(
      server,
      `${SERVE}/${file.bucket}/${file.file_id}`,
      { 'user-id': 'carol' },
      { method: 'DELETE' },
    );
    expect(removed.status).toBe(200);
    await expectHidden(server, file, alice);
  });

  it("hides a private knowledge space's document file from other users", async () => {
    await addSpace(server, 'private-docs');
    const uploaded = await uploadDocument(server, 'private-docs', { name: 'secret.txt', content: 'secret' });
    expect(uploaded.status).toBe(200);
    const [row] = await readDb<{ file_id: string }>(
      server.dataDir,
      'SELECT file_id FROM knowledge_documents WHERE doc_name = ?',
      ['secret.txt'],
    );
    const fileId = row?.file_id ?? '';
    await expectHidden(
      server,
      {
        bucket: 'dbgpt_knowledge_file',
        file_id: fileId,
        file_path: `dbgpt-fs://local/dbgpt_knowledge_file/${fileId}`,
      },
      bob,
    );
  });

  it("lets every user read a shared knowledge space's document file, and keeps it while its document exists", async () => {
    await addSpace(server, 'shared-docs', { visibility: 'public' });
    const uploaded = await uploadDocument(server, 'shared-docs', { name: 'guide.txt', content: 'the guide' });
    expect(uploaded.status).toBe(200);
    const [row] = await readDb<{ file_id: string }>(
      server.dataDir,
      'SELECT file_id FROM knowledge_documents WHERE doc_name = ?',
      ['guide.txt'],
    );
    const file = { bucket: 'dbgpt_knowledge_file', file_id: row?.file_id ?? '', file_path: '' };
    await expectReadable(
      server,
      { ...file, file_path: `dbgpt-fs://local/dbgpt_knowledge_file/${file.file_id}` },
      bob,
      'the guide',
    );

    const refused = await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, {}, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body?.err_msg).toBe(
      '"guide.txt" is the source of the knowledge document "guide.txt": delete the document instead',
    );
    const kept = await readdir(path.join(server.dataDir, 'files', 'dbgpt_knowledge_file'));
    expect(kept).toContain(file.file_id);
  });

  it('answers 404 to deleting an unknown file, as to reading it', async () => {
    const answer = await send(server, `${SERVE}/dbgpt_app_file/no-such-file`, alice, { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect(answer.body?.err_msg).toBe('File not found: bucket=dbgpt_app_file, file_id=no-such-file');
  });
});

describe('file ownership with sign-in (AUTH_MODE=local)', () => {
  let server: TestServer;
  let ann: Record<string, string>;
  let ben: Record<string, string>;
  let annId: string;
  const cookie = (token: string) => ({ cookie: `dbgpt_session=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const password = 'a long enough password';
    annId = await createUser(server, admin, { email: 'ann@example.com', password });
    await createUser(server, admin, { email: 'ben@example.com', password });
    ann = cookie(await signIn(server, 'ann@example.com', password));
    ben = cookie(await signIn(server, 'ben@example.com', password));
  });
  afterAll(() => server.close());

  it("keeps one account's file from another, whatever user-id header it sends", async () => {
    const file = await uploadAs(server, ann, 'ann only');
    await expectHidden(server, file, ben);
    // The header naming the owner is ignored when signed in: the session is the caller.
    await expectHidden(server, file, { ...ben, 'user-id': annId });
    const signedOut = await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, {});
    expect(signedOut.status).toBe(401);
    await expectReadable(server, file, ann, 'ann only');

    const removed = await send(server, `${SERVE}/${file.bucket}/${file.file_id}`, ann, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await storedIds(server)).not.toContain(file.file_id);
  });
});
