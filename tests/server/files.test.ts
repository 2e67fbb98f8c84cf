import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { cleanFileName, contentDisposition } from '@/server/files/file-name';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { TINY_PNG, newConversation, upload, uploadQuery } from './upload-helpers';

const FILE_URI = /^dbgpt-fs:\/\/local\/dbgpt_app_file\/([0-9a-f-]{36})$/;
// 10 KB uploads, 2 KB JSON bodies: an upload bigger than the JSON limit must still get through.
const ENV = { UPLOAD_LIMIT_MB: String(10 / 1024), BODY_LIMIT_MB: String(2 / 1024) };

let server: TestServer;
const url = (p: string) => `${server.baseUrl}${p}`;
const postJson = (p: string, body: unknown) =>
  fetch(url(p), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function uploadOk(name: string, content: string | Uint8Array, type?: string) {
  const res = await upload(server.baseUrl, [{ name, content, type }]);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as {
    file_path: string;
    file_name: string;
    file_id: string;
    bucket: string;
    file_size: number;
  };
}

async function expectError(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.err_msg).toMatch(message);
  return body;
}

const storedFiles = async (dataDir: string) =>
  readdir(path.join(dataDir, 'files', 'dbgpt_app_file')).catch(() => [] as string[]);
const incomingFiles = async (dataDir: string) =>
  readdir(path.join(dataDir, 'files', '.incoming')).catch(() => [] as string[]);

beforeAll(async () => {
  server = await startTestServer({ env: ENV });
});
afterAll(() => server.close());

describe('POST /api/v1/resource/file/upload', () => {
  it('stores one file and answers the contract 6.7 descriptor', async () => {
    const res = await upload(server.baseUrl, [{ name: 'notes.md', content: '# Hello\n' }], {
      headers: { 'user-id': 'alice' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, err_code: null, err_msg: null });
    expect(body.data).toMatchObject({
      is_oss: true,
      file_name: 'notes.md',
      file_learning: false,
      bucket: 'dbgpt_app_file',
      file_size: 8,
      file_type: 'text/markdown; charset=utf-8',
    });
    const [, fileId] = FILE_URI.exec(body.data.file_path) ?? [];
    expect(fileId).toBe(body.data.file_id);
    expect(await storedFiles(server.dataDir)).toContain(fileId);
  });

  it('accepts a file larger than the JSON body limit when it is within the upload limit', async () => {
    const file = await uploadOk('data.csv', 'a,b\n'.repeat(1500));
    expect(file.file_size).toBe(6000);
  });

  it('refuses a file over UPLOAD_LIMIT_MB with 413 and keeps nothing of it', async () => {
    const before = await storedFiles(server.dataDir);
    const res = await upload(server.baseUrl, [{ name: 'big.txt', content: 'x'.repeat(11 * 1024) }]);
    const body = await expectError(res, 413, /larger than the upload limit of 0\.01 MB/);
    expect(body.err_code).toBe('413');
    expect(await storedFiles(server.dataDir)).toEqual(before);
    expect(await incomingFiles(server.dataDir)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const res = await upload(server.baseUrl, [{ name: 'empty.txt', content: '' }]);
    await expectError(res, 400, /^The file is empty$/);
    expect(await incomingFiles(server.dataDir)).toEqual([]);
  });

  it('refuses two files in one call and stores neither', async () => {
    const before = await storedFiles(server.dataDir);
    const res = await upload(server.baseUrl, [
      { name: 'a.txt', content: 'first' },
      { name: 'b.txt', content: 'second' },
    ]);
    await expectError(res, 400, /^Only one file can be uploaded at a time$/);
    expect(await storedFiles(server.dataDir)).toEqual(before);
    expect(await incomingFiles(server.dataDir)).toEqual([]);
  });

  it('refuses a form without a file and a body that is not multipart', async () => {
    const json = await postJson('/api/v1/resource/file/upload?conv_uid=c&chat_mode=chat_normal', {});
    await expectError(json, 400, /multipart\/form-data/);
    const convUid = await newConversation(server.baseUrl);
    const emptyForm = await fetch(url(`/api/v1/resource/file/upload?${uploadQuery(convUid)}`), {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('note', 'still no file');
        return form;
      })(),
    });
    await expectError(emptyForm, 400, /No file was uploaded/);
  });

  it('requires conv_uid and a known chat_mode', async () => {
    const missing = await upload(server.baseUrl, [{ name: 'a.txt', content: 'x' }], {
      query: 'chat_mode=chat_normal',
    });
    const body = await expectError(missing, 400, /conv_uid/);
    expect(body.err_code).toBe('E0001');
    const badMode = await upload(server.baseUrl, [{ name: 'a.txt', content: 'x' }], {
      query: 'conv_uid=c&chat_mode=chat_nonsense',
    });
    await expectError(badMode, 400, /chat_mode/);
  });

  it('cleans an unsafe file name', async () => {
    const file = await uploadOk('../../secret/..\u0001.env<x>\u202e.txt', 'token');
    expect(file.file_name).toBe('env_x_.txt');
    const windows = await uploadOk('C:\\Users\\me\\..report.pdf', 'pdf');
    expect(windows.file_name).toBe('report.pdf');
  });
});

describe('cleanFileName', () => {
  it.each([
    ['..', 'file'],
    ['.bashrc', 'bashrc'],
    ['a/b/../c.txt', 'c.txt'],
    ['report..final.txt', 'report.final.txt'],
    ['   spaced name.txt  ', 'spaced name.txt'],
    ['报告 2024.docx', '报告 2024.docx'],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('keeps the extension when shortening a very long name', () => {
    const cleaned = cleanFileName(`${'長'.repeat(300)}.txt`);
    expect(cleaned.endsWith('.txt')).toBe(true);
    expect(Buffer.byteLength(cleaned)).toBeLessThanOrEqual(200);
  });
});

describe('file serve', () => {
  it('streams a text file back as an attachment with a safe disposition', async () => {
    const file = await uploadOk('résumé final.txt', 'hello, world');
    const res = await fetch(url(`/api/v2/serve/file/files/${file.bucket}/${file.file_id}`));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello, world');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ final.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.txt`,
    );
  });

  it('escapes quotes and backslashes out of the disposition header', () => {
    expect(contentDisposition('attachment', `a"b\\c'(1).txt`)).toBe(
      `attachment; filename="a_b_c'(1).txt"; filename*=UTF-8''a%22b%5Cc%27%281%29.txt`,
    );
  });

  it('shows an image inline with its type, and ignores a query string', async () => {
    const file = await uploadOk('pixel.png', TINY_PNG, 'image/png');
    const res = await fetch(url(`/api/v2/serve/file/files/${file.bucket}/${file.file_id}?version=1`));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="pixel.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('never serves an uploaded page or SVG as something the browser runs', async () => {
    const page = await uploadOk('page.html', '<script>alert(1)</script>', 'text/html');
    const res = await fetch(url(`/api/v2/serve/file/files/${page.bucket}/${page.file_id}`));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    const svg = await uploadOk('logo.svg', '<svg onload="alert(1)"/>', 'image/svg+xml');
    const svgRes = await fetch(url(`/api/v2/serve/file/files/${svg.bucket}/${svg.file_id}`));
    expect(svgRes.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 in the envelope for an unknown or unsafe file', async () => {
    const unknown = await fetch(url('/api/v2/serve/file/files/dbgpt_app_file/no-such-file'));
    const body = await expectError(
      unknown,
      404,
      /File not found: bucket=dbgpt_app_file, file_id=no-such-file/,
    );
    expect(body.err_code).toBe('404');
    const traversal = await fetch(url('/api/v2/serve/file/files/dbgpt_app_file/..%2F..%2Fdbgpt.db'));
    await expectError(traversal, 404, /File not found/);
  });

  it('answers metadata in request order by URIs or bucket/file pairs', async () => {
    const first = await uploadOk('one.txt', '1');
    const second = await uploadOk('two.txt', '22');
    const byUri = await postJson('/api/v2/serve/file/files/metadata/batch', {
      uris: [second.file_path, first.file_path],
    });
    expect(byUri.status).toBe(200);
    expect((await byUri.json()).data).toEqual([
      {
        file_name: 'two.txt',
        file_id: second.file_id,
        bucket: 'dbgpt_app_file',
        uri: second.file_path,
        file_size: 2,
        user_name: '001',
        sys_code: null,
      },
      expect.objectContaining({ file_name: 'one.txt', file_id: first.file_id, file_size: 1 }),
    ]);
    const byPair = await postJson('/api/v2/serve/file/files/metadata/batch', {
      bucket_file_pairs: [{ bucket: 'dbgpt_app_file', file_id: first.file_id }],
    });
    expect((await byPair.json()).data.map((m: { file_name: string }) => m.file_name)).toEqual(['one.txt']);
    const single = await fetch(
      url(`/api/v2/serve/file/files/metadata?uri=${encodeURIComponent(first.file_path)}`),
    );
    expect((await single.json()).data).toMatchObject({ file_name: 'one.txt', uri: first.file_path });
  });

  it('refuses a metadata batch with both lists, neither, or an unknown file', async () => {
    const both = await postJson('/api/v2/serve/file/files/metadata/batch', {
      uris: [],
      bucket_file_pairs: [],
    });
    await expectError(both, 400, /exactly one of "uris" or "bucket_file_pairs"/);
    await expectError(await postJson('/api/v2/serve/file/files/metadata/batch', {}), 400, /exactly one/);
    const notUri = await postJson('/api/v2/serve/file/files/metadata/batch', {
      uris: ['https://example.com/a'],
    });
    await expectError(notUri, 400, /Not a file URI/);
    const unknown = await postJson('/api/v2/serve/file/files/metadata/batch', {
      bucket_file_pairs: [{ bucket: 'dbgpt_app_file', file_id: 'missing' }],
    });
    await expectError(unknown, 404, /file_id=missing/);
  });

  it('deletes a file', async () => {
    const file = await uploadOk('gone.txt', 'bye');
    const res = await fetch(url(`/api/v2/serve/file/files/${file.bucket}/${file.file_id}`), {
      method: 'DELETE',
    });
    expect(await res.json()).toMatchObject({ success: true, data: null });
    expect((await fetch(url(`/api/v2/serve/file/files/${file.bucket}/${file.file_id}`))).status).toBe(404);
    expect(await storedFiles(server.dataDir)).not.toContain(file.file_id);
  });
});

describe('persistence', () => {
  it('serves a file after a restart on the same DATA_DIR', async () => {
    const dataDir = await makeTempDir();
    const first = await startTestServer({ dataDir });
    const res = await upload(first.baseUrl, [{ name: 'kept.txt', content: 'still here' }]);
    const { data } = await res.json();
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const again = await fetch(`${second.baseUrl}/api/v2/serve/file/files/${data.bucket}/${data.file_id}`);
      expect(await again.text()).toBe('still here');
      const meta = await fetch(`${second.baseUrl}/api/v2/serve/file/files/metadata/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uris: [data.file_path] }),
      });
      expect((await meta.json()).data[0]).toMatchObject({ file_name: 'kept.txt', file_size: 10 });
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
