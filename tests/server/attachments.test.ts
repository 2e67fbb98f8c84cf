import { ActiveTurns } from '@/server/chat/runtime/active-turns';
import { resolveAttachments } from '@/server/chat/resolve-attachments';
import { loadAttachment, type AttachmentSources } from '@/server/files/attachments';
import { createFileStore } from '@/server/files/file-store';
import { parseConfig } from '@/server/config';
import { createDatasourceServices } from '@/server/datasources/datasource-service';
import { createKnowledgeServices } from '@/server/knowledge/services';
import { createModelRegistry } from '@/server/models/model-registry';
import { createRepositories } from '@/server/repositories';
import { createFileRepository } from '@/server/repositories/files';
import type { RouteContext } from '@/server/context';
import type { Database } from '@/server/storage/db';
import { createSecretBox } from '@/server/secrets/secret-box';
import { openStorage } from '@/server/storage/open';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';
import { TINY_PNG, upload } from './upload-helpers';

interface Descriptor {
  file_path: string;
  file_id: string;
  bucket: string;
}

let server: TestServer;
let db: Database;
let sources: AttachmentSources;

async function uploaded(name: string, content: string | Uint8Array): Promise<Descriptor> {
  const res = await upload(server.baseUrl, [{ name, content }]);
  return (await res.json()).data;
}

beforeAll(async () => {
  server = await startTestServer();
  // A second connection to the server's database, as the chat code reads it through the route context.
  db = await openStorage(testDatabaseUrl(server.dataDir));
  sources = {
    repositories: { files: createFileRepository(db) },
    fileStore: createFileStore({ fileStoreDir: server.dataDir, uploadLimitBytes: 1024 * 1024 }),
  };
});
afterAll(async () => {
  await db.close();
  await server.close();
});

describe('loadAttachment', () => {
  it('gives a text-like file to the model as text, whichever way it is referenced', async () => {
    const file = await uploaded('query.sql', 'SELECT 1;\n');
    const expected = { kind: 'text', name: 'query.sql', text: 'SELECT 1;\n', truncated: false };
    expect(await loadAttachment(sources, file)).toEqual(expected);
    expect(await loadAttachment(sources, file.file_path)).toEqual(expected);
    expect(await loadAttachment(sources, file.file_id)).toEqual(expected);
    expect(
      await loadAttachment(
        sources,
        `http://localhost:5670/api/v2/serve/file/files/${file.bucket}/${file.file_id}`,
      ),
    ).toEqual(expected);
  });

  it('cuts a long text file and says so', async () => {
    const file = await uploaded('long.txt', 'é'.repeat(20));
    const attachment = await loadAttachment(sources, file, { maxTextBytes: 15, maxImageBytes: 1024 });
    expect(attachment).toMatchObject({ kind: 'text', truncated: true });
    const text = attachment.kind === 'text' ? attachment.text : '';
    // 15 bytes hold 7 whole "é" (2 bytes each); the split eighth is dropped, not shown as garbage.
    expect(text.startsWith(`${'é'.repeat(7)}\n\n[The file "long.txt" was truncated`)).toBe(true);
    expect(text).toContain('first 15 B of 40 B');
  });

  it('gives an image as a data URL', async () => {
    const file = await uploaded('pixel.png', TINY_PNG);
    expect(await loadAttachment(sources, file)).toEqual({
      kind: 'image',
      name: 'pixel.png',
      mimeType: 'image/png',
      dataUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
    });
    const limited = await loadAttachment(sources, file, { maxTextBytes: 1024, maxImageBytes: 10 });
    expect(limited).toEqual({ kind: 'unsupported', name: 'pixel.png', reason: 'too-large' });
  });

  it('says why a file cannot be given: other types, binary content, unknown files', async () => {
    const pdf = await uploaded('paper.pdf', '%PDF-1.7');
    expect(await loadAttachment(sources, pdf)).toEqual({
      kind: 'unsupported',
      name: 'paper.pdf',
      reason: 'type',
    });
    const binary = await uploaded('dump.txt', new Uint8Array([104, 105, 0, 1]));
    expect(await loadAttachment(sources, binary)).toMatchObject({ kind: 'unsupported', reason: 'binary' });
    expect(await loadAttachment(sources, 'dbgpt-fs://local/dbgpt_app_file/nope')).toEqual({
      kind: 'unsupported',
      name: 'nope',
      reason: 'missing',
    });
  });
});

describe('resolveAttachments (the chat hook)', () => {
  const scope = (userId = '001') => {
    const repositories = createRepositories(db);
    const context: RouteContext = {
      repositories,
      activeTurns: new ActiveTurns(),
      modelRegistry: createModelRegistry(),
      fileStore: sources.fileStore,
      knowledge: createKnowledgeServices({
        db,
        models: createModelRegistry(),
        fileStore: sources.fileStore,
        config: parseConfig({}).knowledge,
        jobTiming: parseConfig({}).jobs,
        log: console,
      }),
      datasources: createDatasourceServices(
        repositories.datasources,
        createSecretBox(async () => Buffer.alloc(32)),
      ),
    };
    return { context, userId, convUid: 'conv-1' };
  };

  it('puts an uploaded text file into the question and sends an uploaded image as a data URL', async () => {
    const notes = await uploaded('notes.txt', 'Revenue grew 12%.');
    const pixel = await uploaded('pixel.png', TINY_PNG);
    const question = await resolveAttachments(
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Summarise the notes and describe the image.' },
          { type: 'file_url', file_url: { url: notes.file_path, fileName: 'notes.txt' } },
          { type: 'image_url', image_url: { url: pixel.file_path, fileName: 'pixel.png' } },
          { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
        ],
      },
      undefined,
      scope(),
    );
    expect(question).toEqual([
      { type: 'text', text: 'Summarise the notes and describe the image.' },
      {
        type: 'text',
        text: '[Attached file: notes.txt]\nRevenue grew 12%.\n[End of attached file: notes.txt]',
      },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${TINY_PNG.toString('base64')}` } },
      { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
    ]);
  });

  it('adds files named in ext_info to a plain question and leaves a question without files alone', async () => {
    const data = await uploaded('data.csv', 'a,b\n1,2\n');
    const question = await resolveAttachments('What is in b?', { file_ids: [data.file_id] }, scope());
    expect(question).toEqual([
      { type: 'text', text: 'What is in b?' },
      { type: 'text', text: '[Attached file: data.csv]\na,b\n1,2\n\n[End of attached file: data.csv]' },
    ]);
    expect(await resolveAttachments('Just a question', undefined, scope())).toBe('Just a question');
  });

  it('names a file whose content cannot be given, and an unknown internal link, instead of sending it', async () => {
    const pdf = await uploaded('paper.pdf', '%PDF-1.7');
    const question = await resolveAttachments(
      {
        role: 'user',
        content: [
          { type: 'file_url', file_url: { url: pdf.file_path, fileName: 'paper.pdf' } },
          {
            type: 'image_url',
            image_url: { url: 'dbgpt-fs://local/dbgpt_app_file/gone', fileName: 'gone.png' },
          },
        ],
      },
      undefined,
      scope(),
    );
    expect(question).toEqual([
      { type: 'text', text: '[Attached file: paper.pdf (its content cannot be read here)]' },
      { type: 'text', text: '[Attached image: gone.png]' },
    ]);
  });

  it("never reads another user's file for the model, whichever way it is named", async () => {
    const secret = await uploaded('secret.txt', 'The launch code is 0000.');
    const question = await resolveAttachments(
      {
        role: 'user',
        content: [{ type: 'file_url', file_url: { url: secret.file_path, fileName: 'secret.txt' } }],
      },
      { file_ids: [secret.file_id], file_path: secret.file_path },
      scope('bob'),
    );
    expect(question).toEqual([{ type: 'text', text: '[Attached file: secret.txt]' }]);
  });
});
