import { strToU8, zipSync } from 'fflate';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { startTestServer, type TestServer } from './harness';
import { uploadDatasetFile } from './evaluation-helpers';
import { addSpace, kcall, spacePath, uploadDocument, waitForSync } from './knowledge-helpers';
import { multipart, newConversation, type FilePart } from './upload-helpers';
import ExcelJS from 'exceljs';
import { deflatedZeros, largeButHonest, understated, withHiddenPart, zipOfEntries } from './zip-bombs';

const GIGABYTE = 1024 * 1024 * 1024;
/** What reading one refused bomb may add to the process, at most (inflating it whole added 1.2 GB). */
const RSS_GROWTH_LIMIT = 200 * 1024 * 1024;

/** An XLSX and a DOCX each with one part of 1 GB zeros (about 1 MB each), made once. */
let bombs: { xlsx: Buffer; docx: Buffer; zeros: Buffer };
let server: TestServer;

beforeAll(async () => {
  const zeros = await deflatedZeros(GIGABYTE);
  const small = (name: string) => ({ name, compressed: Buffer.from([0x03, 0x00]), size: 0 });
  bombs = {
    xlsx: zipOfEntries([
      small('xl/workbook.xml'),
      { name: 'xl/worksheets/sheet1.xml', compressed: zeros, size: GIGABYTE },
    ]),
    docx: zipOfEntries([{ name: 'word/document.xml', compressed: zeros, size: GIGABYTE }]),
    zeros,
  };
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

async function chatExcelUpload(target: TestServer, file: FilePart, language = 'en') {
  const convUid = await newConversation(target.baseUrl, { 'user-id': 'ann' });
  const { body, contentType } = multipart([file]);
  const response = await fetch(
    `${target.baseUrl}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_excel`,
    {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-id': 'ann', 'accept-language': language },
      body,
    },
  );
  return { status: response.status, body: (await response.json()) as { success: boolean; err_msg: string } };
}

/** Runs `work` while sampling the process's RSS; answers how far it rose above where it started. */
async function rssGrowthDuring(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe('zip-based uploads are bounded before they are unpacked', () => {
  it('refuses a 1 GB XLSX bomb in chat_excel by its unpacked size, in both languages, memory untouched', async () => {
    let refused: Awaited<ReturnType<typeof chatExcelUpload>> | undefined;
    const growth = await rssGrowthDuring(async () => {
      refused = await chatExcelUpload(server, { name: 'bomb.xlsx', content: bombs.xlsx });
    });
    expect(refused?.status).toBe(400);
    expect(refused?.body.err_msg).toBe(
      '"bomb.xlsx" would unpack to 1024 MB; zipped files (XLSX, DOCX…) may unpack to at most 200 MB (UPLOAD_EXPANDED_LIMIT_MB)',
    );
    expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
    const zh = await chatExcelUpload(server, { name: 'bomb.xlsx', content: bombs.xlsx }, 'zh-CN');
    expect(zh.body.err_msg).toBe(
      '“bomb.xlsx”解压后为 1024 MB；压缩格式的文件（XLSX、DOCX 等）解压后最多 200 MB（UPLOAD_EXPANDED_LIMIT_MB）',
    );
  });

  it('refuses the bomb as an evaluation dataset, memory untouched', async () => {
    let answer: Awaited<ReturnType<typeof uploadDatasetFile>> | undefined;
    const growth = await rssGrowthDuring(async () => {
      answer = await uploadDatasetFile(
        server,
        { name: 'questions.xlsx', content: bombs.xlsx },
        { dataset_name: 'bomb', members: '' },
      );
    });
    expect(answer?.status).toBe(400);
    expect(answer?.body.err_msg).toContain('"questions.xlsx" would unpack to 1024 MB');
    expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
  });

  it('fails a knowledge document that is a DOCX or XLSX bomb with the reason, memory untouched', async () => {
    await addSpace(server, 'bombs');
    const docx = await uploadDocument(server, 'bombs', { name: 'bomb.docx', content: bombs.docx });
    const xlsx = await uploadDocument(server, 'bombs', { name: 'bomb.xlsx', content: bombs.xlsx });
    expect([docx.status, xlsx.status]).toEqual([200, 200]);
    let documents: KnowledgeDocument[] = [];
    const growth = await rssGrowthDuring(async () => {
      await kcall(server, spacePath('bombs', 'document/sync'), { doc_ids: [docx.body.data, xlsx.body.data] });
      documents = await waitForSync(server, 'bombs', 30_000);
    });
    const byName = new Map(documents.map((document) => [document.doc_name, document]));
    expect(byName.get('bomb.docx')?.status).toBe('FAILED');
    expect(byName.get('bomb.docx')?.result).toBe(
      '"bomb.docx": "bomb.docx" would unpack to 1024 MB; zipped files (XLSX, DOCX…) may unpack to at most 200 MB (UPLOAD_EXPANDED_LIMIT_MB)',
    );
    expect(byName.get('bomb.xlsx')?.status).toBe('FAILED');
    expect(byName.get('bomb.xlsx')?.result).toContain('"bomb.xlsx" would unpack to 1024 MB');
    expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
  });

  it('refuses a file that unpacks past UPLOAD_EXPANDED_LIMIT_MB, or past what its directory declares', async () => {
    const strict = await startTestServer({ env: { UPLOAD_EXPANDED_LIMIT_MB: '1' } });
    try {
      const large = await chatExcelUpload(strict, {
        name: 'large.xlsx',
        content: largeButHonest('xl/worksheets/sheet1.xml', 2 * 1024 * 1024),
      });
      expect(large.status).toBe(400);
      expect(large.body.err_msg).toBe(
        '"large.xlsx" would unpack to 2 MB; zipped files (XLSX, DOCX…) may unpack to at most 1 MB (UPLOAD_EXPANDED_LIMIT_MB)',
      );
      const dataset = await fetchDatasetUpload(strict, largeButHonest('xl/worksheets/sheet1.xml', 2 << 20));
      expect(dataset.status).toBe(400);
      expect(dataset.body.err_msg).toContain('may unpack to at most 1 MB');
    } finally {
      await strict.close();
    }
    const lying = await chatExcelUpload(server, {
      name: 'lying.xlsx',
      content: understated('xl/worksheets/sheet1.xml', 2 * 1024 * 1024, 1000),
    });
    expect(lying.status).toBe(400);
    expect(lying.body.err_msg).toBe(
      'The part xl/worksheets/sheet1.xml of "lying.xlsx" unpacks to more than its archive declares; the file was refused unread',
    );
  });

  it('refuses a large part compressed past 100:1 though the whole is under the size limit', async () => {
    const bomb = zipOfEntries([
      { name: 'xl/worksheets/sheet1.xml', compressed: await deflatedZeros(50 << 20), size: 50 << 20 },
    ]);
    const answer = await chatExcelUpload(server, { name: 'dense.xlsx', content: bomb });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toMatch(
      /^The part xl\/worksheets\/sheet1\.xml of "dense\.xlsx" is compressed \d{3,4}:1; zipped files \(XLSX, DOCX…\) may be compressed at most 100:1$/,
    );
  });

  it('reads only the parts the directory lists and the checks inflated, never one hidden outside it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('prices');
    sheet.addRow(['item', 'price']);
    sheet.addRow(['tea', 3]);
    const honest = Buffer.from(await workbook.xlsx.writeBuffer());
    const smuggled = withHiddenPart(honest, 'xl/worksheets/sheet9.xml', bombs.zeros, GIGABYTE);
    let answer: Awaited<ReturnType<typeof chatExcelUpload>> | undefined;
    const growth = await rssGrowthDuring(async () => {
      answer = await chatExcelUpload(server, { name: 'smuggled.xlsx', content: smuggled });
    });
    expect(answer?.status).toBe(200);
    expect(
      (answer?.body as unknown as { data: { preview: { row_count: number } } }).data.preview.row_count,
    ).toBe(1);
    expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
  });

  it('refuses a zip of more parts than the limit', async () => {
    const parts = Object.fromEntries(
      Array.from({ length: 10_001 }, (_, index) => [`xl/part${index}.xml`, strToU8('x')]),
    );
    const answer = await chatExcelUpload(server, { name: 'many.xlsx', content: zipSync(parts) });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe(
      '"many.xlsx" holds 10001 parts; zipped files (XLSX, DOCX…) may hold at most 10000',
    );
  });
});

function fetchDatasetUpload(target: TestServer, content: Buffer) {
  return uploadDatasetFile(target, { name: 'big.xlsx', content }, { dataset_name: 'big', members: '' });
}
