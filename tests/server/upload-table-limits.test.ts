import ExcelJS from 'exceljs';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { askData, chartViews, sqlReply } from './chat-data-helpers';
import { ecall, uploadDatasetFile } from './evaluation-helpers';
import type { TestServer } from './harness';
import { addSpace, kcall, spacePath, uploadDocument, waitForSync } from './knowledge-helpers';
import { multipart, newConversation, type FilePart } from './upload-helpers';

const setup = setupFakeModelServer(() => startChatServer());

interface Preview {
  table_name: string;
  rows: Record<string, unknown>[];
  columns: { name: string; type: string }[];
  row_count: number;
}

async function chatExcelUpload(file: FilePart, language = 'en', server: TestServer = setup.server) {
  const convUid = await newConversation(server.baseUrl, { 'user-id': 'ann' });
  const { body, contentType } = multipart([file]);
  const response = await fetch(
    `${server.baseUrl}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_excel`,
    {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-id': 'ann', 'accept-language': language },
      body,
    },
  );
  const answer = (await response.json()) as {
    err_msg: string | null;
    data: { preview: Preview } & Record<string, unknown>;
  };
  return { status: response.status, answer };
}

const datasetUpload = (file: Omit<FilePart, 'field'>, language: 'en' | 'zh' = 'en') =>
  uploadDatasetFile(setup.server, file, { dataset_name: file.name, members: '' }, { language });

/** A CSV `columns` wide: a header and `rows` rows of numbers. */
function wideCsv(columns: number, rows: number): string {
  const header = Array.from({ length: columns }, (_, index) => `c${index}`).join(',');
  const row = Array.from({ length: columns }, (_, index) => String(index % 10)).join(',');
  return [header, ...Array.from({ length: rows }, () => row)].join('\n');
}

/** `[{"query": [[[…]]]}]`, the list `depth` levels deep inside the record. */
const deepJson = (depth: number) => `[{"query":${'['.repeat(depth)}${']'.repeat(depth)}}]`;

async function rawJsonPost(path: string, body: string) {
  const response = await fetch(`${setup.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': '001' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { err_msg: string | null } };
}

describe('uploaded tables are bounded as they are read', () => {
  it('refuses a CSV of 20,000 columns at its first row, in chat_excel and as a dataset', async () => {
    const csv = wideCsv(20_000, 3);
    const chat = await chatExcelUpload({ name: 'wide.csv', content: csv });
    expect(chat.status).toBe(400);
    expect(chat.answer.err_msg).toBe('"wide.csv" has a row of 20000 columns; a table may have at most 1000');
    const zh = await chatExcelUpload({ name: 'wide.csv', content: csv }, 'zh-CN');
    expect(zh.answer.err_msg).toBe('“wide.csv”中有一行包含 20000 列；表格最多 1000 列');
    const dataset = await datasetUpload({ name: 'wide.csv', content: csv.replace('c0', 'query') });
    expect(dataset.status).toBe(400);
    expect(dataset.body.err_msg).toBe('"wide.csv" has a row of 20000 columns; a table may have at most 1000');
  });

  it('loads a table of exactly 1,000 columns, and refuses JSON records of 1,001 keys and an XLSX row of 1,001 cells', async () => {
    const fits = await chatExcelUpload({ name: 'fits.csv', content: wideCsv(1_000, 2) });
    expect(fits.status).toBe(200);
    expect(fits.answer.data.preview.columns).toHaveLength(1_000);
    const record = Object.fromEntries(Array.from({ length: 1_001 }, (_, index) => [`k${index}`, index]));
    const json = await chatExcelUpload({ name: 'keys.json', content: JSON.stringify([record]) });
    expect(json.status).toBe(400);
    expect(json.answer.err_msg).toBe('"keys.json" has a row of 1001 columns; a table may have at most 1000');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('wide').addRow(Array.from({ length: 1_001 }, (_, index) => `c${index}`));
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await chatExcelUpload({ name: 'wide.xlsx', content: xlsx });
    expect(sheet.status).toBe(400);
    expect(sheet.answer.err_msg).toBe('"wide.xlsx" has a row of 1001 columns; a table may have at most 1000');
  });

  it('widens a ragged CSV as it reads, and stops at a row past the limit further down', async () => {
    const ragged = await chatExcelUpload({ name: 'ragged.csv', content: 'a,b\n1,2\n3,4,x\n5\n' });
    expect(ragged.status).toBe(200);
    expect(ragged.answer.data.preview).toMatchObject({
      row_count: 3,
      columns: [
        { name: 'a', type: 'BIGINT' },
        { name: 'b', type: 'BIGINT' },
        { name: 'column_3', type: 'VARCHAR' },
      ],
      rows: [
        { a: 1, b: 2, column_3: null },
        { a: 3, b: 4, column_3: 'x' },
        { a: 5, b: null, column_3: null },
      ],
    });
    const lines = ['a,b', ...Array.from({ length: 5_000 }, (_, index) => `${index},${index}`)];
    lines.push(wideCsv(1_500, 1).split('\n')[1] ?? '');
    const late = await chatExcelUpload({ name: 'late.csv', content: lines.join('\n') });
    expect(late.status).toBe(400);
    expect(late.answer.err_msg).toBe('"late.csv" has a row of 1500 columns; a table may have at most 1000');
    const again = await chatExcelUpload({ name: 'late.csv', content: 'a\n1\n' });
    expect(again.status).toBe(200);
  });

  it('refuses JSON nested 5,000 levels deep in chat_excel, dataset files and dataset content', async () => {
    const chat = await chatExcelUpload({ name: 'deep.json', content: deepJson(5_000) });
    expect(chat.status).toBe(400);
    expect(chat.answer.err_msg).toBe(
      '"deep.json" nests arrays and objects more than 100 levels deep; at most 100 levels are read',
    );
    const file = await datasetUpload({ name: 'deep.json', content: deepJson(5_000) }, 'zh');
    expect(file.status).toBe(400);
    expect(file.body.err_msg).toBe('“deep.json”中数组和对象的嵌套超过 100 层；最多读取 100 层');
    for (const prefix of ['/api/v1/evaluate', '/api/v2/serve/evaluate']) {
      const asText = await ecall(setup.server, `${prefix}/dataset/upload/content`, {
        body: { dataset_name: 'deep-text', members: '', content: deepJson(5_000) },
      });
      // Sent as text: a value this deep is more than JSON.stringify can walk.
      const asValue = await rawJsonPost(
        `${prefix}/dataset/upload/content`,
        `{"dataset_name":"deep-value","members":"","content":${deepJson(5_000)}}`,
      );
      for (const answer of [asText, asValue]) {
        expect(answer.status).toBe(400);
        expect(answer.body.err_msg).toBe(
          'The content nests arrays and objects more than 100 levels deep; at most 100 levels are read',
        );
      }
    }
    // 100 levels in all (the list, its record, 98 inside) are read as before.
    const shallow = await chatExcelUpload({ name: 'shallow.json', content: deepJson(98) });
    expect(shallow.status).toBe(200);
  });

  it('fails a knowledge document too wide or too deep with the reason', async () => {
    await addSpace(setup.server, 'shapes');
    const wide = await uploadDocument(setup.server, 'shapes', {
      name: 'wide.csv',
      content: wideCsv(2_000, 2),
    });
    const deep = await uploadDocument(setup.server, 'shapes', {
      name: 'deep.json',
      content: deepJson(5_000),
    });
    await kcall(setup.server, spacePath('shapes', 'document/sync'), {
      doc_ids: [wide.body.data, deep.body.data],
    });
    const documents = await waitForSync(setup.server, 'shapes');
    const results = Object.fromEntries(documents.map((document) => [document.doc_name, document.result]));
    expect(results).toEqual({
      'wide.csv': '"wide.csv": "wide.csv" has a row of 2000 columns; a table may have at most 1000',
      'deep.json':
        '"deep.json": "deep.json" nests arrays and objects more than 100 levels deep; at most 100 levels are read',
    });
  });
});

describe('a large CSV loads streaming into chat_excel', () => {
  const ask = (selectParam: unknown, question: string) =>
    askData(
      setup,
      { chat_mode: 'chat_excel', select_param: selectParam, user_input: question },
      { 'user-id': 'ann' },
    );

  it('loads 150,000 rows and answers over them', async () => {
    const lines = ['id,region,amount'];
    for (let index = 0; index < 150_000; index += 1)
      lines.push(`${index},${index % 2 === 0 ? 'North' : 'South'},${index % 100}`);
    const { status, answer } = await chatExcelUpload({ name: 'rows.csv', content: lines.join('\n') });
    expect(status).toBe(200);
    expect(answer.data.preview).toMatchObject({
      table_name: 'rows',
      row_count: 150_000,
      columns: [
        { name: 'id', type: 'BIGINT' },
        { name: 'region', type: 'VARCHAR' },
        { name: 'amount', type: 'BIGINT' },
      ],
    });
    setup.fake.replyOnce({
      text: sqlReply('SELECT region, count(*) AS n FROM rows GROUP BY region ORDER BY region'),
    });
    const reply = await ask(answer.data, 'How many rows per region?');
    expect(chartViews(reply.content)[0]?.data).toEqual([
      { region: 'North', n: 75_000 },
      { region: 'South', n: 75_000 },
    ]);
  }, 60_000);

  it('loads a 45 MB CSV of 400,000 rows, its types learnt over every row', async () => {
    const filler = 'x'.repeat(92);
    const lines = ['id,day,price,note'];
    for (let index = 0; index < 400_000; index += 1)
      lines.push(`${index},2024-01-${String((index % 28) + 1).padStart(2, '0')},${index % 1000}.5,${filler}`);
    // The last row's price is text: the column is text, as if the file had been read whole.
    lines.push('400000,2024-02-01,n/a,last');
    const content = lines.join('\n');
    expect(content.length).toBeGreaterThan(45_000_000);
    const { status, answer } = await chatExcelUpload({ name: 'big.csv', content });
    expect(status).toBe(200);
    expect(answer.data.preview.row_count).toBe(400_001);
    expect(answer.data.preview.columns).toEqual([
      { name: 'id', type: 'BIGINT' },
      { name: 'day', type: 'DATE' },
      { name: 'price', type: 'VARCHAR' },
      { name: 'note', type: 'VARCHAR' },
    ]);
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n, max(id) AS top FROM big') });
    const reply = await ask(answer.data, 'How many rows?');
    expect(chartViews(reply.content)[0]?.data).toEqual([{ n: 400_001, top: 400_000 }]);
  }, 120_000);
});
