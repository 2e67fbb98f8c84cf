import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FILE_SERVE_PATH } from '@/contract/file';
import type { Space } from '@/contract/knowledge';
import { startTestServer, type TestServer } from './harness';
import {
  PREFIXES,
  addSpace,
  addText,
  kcall,
  listDocuments,
  must,
  spacePath,
  uploadDocument,
} from './knowledge-helpers';

let server: TestServer;
let pages: Server;
let pagesUrl: string;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true',
      KNOWLEDGE_URL_TIMEOUT_SECONDS: '1',
      UPLOAD_LIMIT_MB: '0.01',
    },
  });
  // A tiny web site: one page is missing, one never answers.
  pages = createServer((request, response) => {
    if (request.url === '/missing') response.writeHead(404).end('not here');
    else if (request.url === '/slow') setTimeout(() => response.end('<p>too late</p>'), 5000);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  await addSpace(server, 'docs');
});
afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
  await server.close();
});

describe.each(PREFIXES)('documents under %s', (prefix) => {
  it('adds a text document in TODO and lists it', async () => {
    const name = `note${prefix.length}.txt`;
    const add = await kcall<number>(server, spacePath('docs', 'document/add', prefix), {
      doc_name: name,
      doc_type: 'TEXT',
      content: 'Cats sleep a lot.',
      questions: ['Do cats sleep?'],
    });
    expect(add.status).toBe(200);
    expect(typeof add.body.data).toBe('number');
    const list = await must<{ data: { id: number }[] }>(server, spacePath('docs', 'document/list', prefix), {
      doc_name: name,
    });
    expect(list.data[0]).toMatchObject({
      id: add.body.data,
      doc_name: name,
      doc_type: 'TEXT',
      content: 'Cats sleep a lot.',
      space: 'docs',
      status: 'TODO',
      chunk_size: 0,
      questions: ['Do cats sleep?'],
      sync_progress: null,
    });
  });

  it('uploads a file, keeps it in the file serve and names it by its dbgpt-fs URI', async () => {
    const name = `manual${prefix.length}.md`;
    const answer = await uploadDocument(
      server,
      'docs',
      { name, content: '# Manual\n\nPress the button.' },
      undefined,
      prefix,
    );
    expect(answer.status).toBe(200);
    const [document] = (await listDocuments(server, 'docs', { doc_ids: [answer.body.data] })).data;
    expect(document).toMatchObject({ doc_name: name, doc_type: 'DOCUMENT', status: 'TODO' });
    const fileId = document?.content?.match(/^dbgpt-fs:\/\/local\/dbgpt_knowledge_file\/([\w-]+)$/)?.[1];
    expect(fileId).toBeTruthy();
    const served = await fetch(`${server.baseUrl}${FILE_SERVE_PATH}/dbgpt_knowledge_file/${fileId}`);
    expect(await served.text()).toBe('# Manual\n\nPress the button.');
  });

  it('edits a document name and questions, and deletes it by name with its stored file', async () => {
    const id = (
      await uploadDocument(
        server,
        'docs',
        { name: `old${prefix.length}.txt`, content: 'x' },
        undefined,
        prefix,
      )
    ).body.data;
    await must(server, spacePath('docs', 'document/edit', prefix), {
      doc_id: id,
      doc_name: `new${prefix.length}.txt`,
      questions: [' What is x? ', ''],
    });
    const [edited] = (await listDocuments(server, 'docs', { doc_ids: [id] })).data;
    expect(edited).toMatchObject({ doc_name: `new${prefix.length}.txt`, questions: ['What is x?'] });
    const uri = edited?.content ?? '';
    const deleted = await kcall(server, spacePath('docs', 'document/delete', prefix), {
      doc_name: `new${prefix.length}.txt`,
    });
    expect(deleted.body).toMatchObject({ success: true, data: 'None' });
    expect((await listDocuments(server, 'docs', { doc_ids: [id] })).data).toEqual([]);
    const served = await fetch(
      `${server.baseUrl}${FILE_SERVE_PATH}/dbgpt_knowledge_file/${uri.split('/').pop()}`,
    );
    expect(served.status).toBe(404);
  });
});

describe('adding documents: bad input', () => {
  const add = (body: Record<string, unknown>, language?: string) =>
    kcall(server, spacePath('docs', 'document/add'), body, { language });

  it('refuses a second document of the same name in the space', async () => {
    await addText(server, 'docs', 'same.txt', 'a');
    const answer = await add({ doc_name: 'same.txt', doc_type: 'TEXT', content: 'b' });
    expect(answer.status).toBe(409);
    expect(answer.body.err_msg).toContain('already has a document named "same.txt"');
  });

  it.each([
    [{ doc_name: 'a', doc_type: 'TEXT', content: '   ' }, /content/],
    [{ doc_name: '', doc_type: 'TEXT', content: 'x' }, /doc_name/],
    [{ doc_name: 'a', doc_type: 'DOCUMENT', content: 'x' }, /doc_type: must be TEXT or URL/],
    [
      { doc_name: 'a', doc_type: 'URL', content: 'ftp://example.com/file' },
      /content: must be an http\(s\) URL/,
    ],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const answer = await add(body);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toMatch(message);
  });

  it('refuses a web page that answers 404, with a reason in the caller language', async () => {
    const url = `${pagesUrl}/missing`;
    const answer = await add({ doc_name: 'missing', doc_type: 'URL', content: url }, 'zh');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.err_msg).toContain(`无法添加网页 ${url}`);
  });

  it('refuses a web page that does not answer in time', async () => {
    const started = Date.now();
    const answer = await add({ doc_name: 'slow', doc_type: 'URL', content: `${pagesUrl}/slow` });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.err_msg).toContain('could not be added');
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe('uploads: bad input', () => {
  const refused = async (answer: Awaited<ReturnType<typeof uploadDocument>>, status = 400) => {
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, data: null });
    expect(answer.body.err_msg).toBeTruthy();
    return answer.body.err_msg ?? '';
  };

  it('refuses an empty file', async () => {
    expect(await refused(await uploadDocument(server, 'docs', { name: 'empty.txt', content: '' }))).toContain(
      '"empty.txt" is empty',
    );
  });

  it('refuses a file over the upload limit', async () => {
    const big = 'x'.repeat(20 * 1024);
    expect(
      await refused(await uploadDocument(server, 'docs', { name: 'big.txt', content: big }), 413),
    ).toContain('upload limit');
  });

  it('refuses an unsupported kind of file', async () => {
    const message = await refused(
      await uploadDocument(server, 'docs', {
        name: 'tool.exe',
        content: new Uint8Array([0x4d, 0x5a, 0x90, 0]),
      }),
    );
    expect(message).toContain('"tool.exe" cannot be added');
  });

  it('refuses a file whose content does not match its name (a ".pdf" of plain text)', async () => {
    const answer = await uploadDocument(server, 'docs', { name: 'fake.pdf', content: 'just some words' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.err_msg).toContain('fake.pdf');
  });

  it('refuses a call with no file, and one that is not multipart', async () => {
    const { multipart } = await import('./upload-helpers');
    const form = multipart([], { doc_name: 'x', doc_type: 'DOCUMENT' });
    const noFile = await fetch(`${server.baseUrl}${spacePath('docs', 'document/upload')}`, {
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).err_msg).toContain('doc_file');
    const json = await kcall(server, spacePath('docs', 'document/upload'), { doc_name: 'x' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it('refuses an upload to an unknown space, but creates the space "default" on first upload', async () => {
    await refused(await uploadDocument(server, 'nowhere', { name: 'a.txt', content: 'a' }), 404);
    expect(await must<Space[]>(server, '/knowledge/space/list', { name: 'nowhere' })).toEqual([]);
    expect((await uploadDocument(server, 'default', { name: 'a.txt', content: 'a' })).status).toBe(200);
    const [space] = await must<Space[]>(server, '/knowledge/space/list', { name: 'default' });
    expect(space).toMatchObject({ name: 'default', vector_type: 'VectorStore', docs: 1 });
  });
});

describe('document list', () => {
  beforeAll(async () => {
    await addSpace(server, 'many');
    for (let index = 1; index <= 25; index += 1)
      await addText(server, 'many', `file-${String(index).padStart(2, '0')}.txt`, `text ${index}`);
    await must(server, spacePath('many', 'document/add'), {
      doc_name: 'Page',
      doc_type: 'URL',
      content: `${pagesUrl}/page`,
    }).catch(() => undefined);
  });

  it('pages in the body (20 by default) and counts every match', async () => {
    const first = await listDocuments(server, 'many', {});
    expect(first.data).toHaveLength(20);
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(25);
    const second = await listDocuments(server, 'many', { page: 2, page_size: 10 });
    expect(second.data.map((document) => document.doc_name)[0]).toBe('file-11.txt');
    expect((await listDocuments(server, 'many', { page_size: 0 })).data).toHaveLength(20);
  });

  it('filters by status and type, searches by a part of the name and fetches by ids', async () => {
    expect((await listDocuments(server, 'many', { status: 'FINISHED' })).total).toBe(0);
    expect((await listDocuments(server, 'many', { status: 'TODO', doc_type: 'TEXT' })).total).toBe(25);
    const found = await listDocuments(server, 'many', { doc_name: 'FILE-2' });
    expect(found.data.map((document) => document.doc_name)).toEqual([
      'file-20.txt',
      'file-21.txt',
      'file-22.txt',
      'file-23.txt',
      'file-24.txt',
      'file-25.txt',
    ]);
    expect(found.total).toBeNull();
    const ids = found.data.slice(0, 2).map((document) => document.id);
    expect(
      (await listDocuments(server, 'many', { doc_ids: ids })).data.map((document) => document.id),
    ).toEqual(ids);
  });

  it('refuses to edit a document of another space, or to take a name in use', async () => {
    const [other] = (await listDocuments(server, 'docs', {})).data;
    const foreign = await kcall(server, spacePath('many', 'document/edit'), {
      doc_id: other?.id,
      doc_name: 'x',
    });
    expect(foreign.status).toBe(404);
    const [first, second] = (await listDocuments(server, 'many', {})).data;
    const taken = await kcall(server, spacePath('many', 'document/edit'), {
      doc_id: first?.id,
      doc_name: second?.doc_name,
    });
    expect(taken.status).toBe(409);
    const missing = await kcall(server, spacePath('many', 'document/delete'), { doc_name: 'no-such.txt' });
    expect(missing.status).toBe(404);
    expect(missing.body.err_msg).toContain('no document named "no-such.txt"');
  });
});
