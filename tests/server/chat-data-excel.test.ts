import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { apiJson, setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { askData, chartViews, sqlReply, systemPromptOf } from './chat-data-helpers';
import { startTestServer, type TestServer } from './harness';
import { multipart, type FilePart } from './upload-helpers';

const setup = setupFakeModelServer(() => startChatServer());

interface Descriptor {
  is_oss: boolean;
  file_path: string;
  file_name: string;
  file_learning: boolean;
  bucket: string;
  file_id: string;
  preview: {
    table_name: string;
    columns: { name: string; type: string }[];
    rows: Record<string, unknown>[];
    row_count: number;
  };
}

async function excelConversation(server: TestServer, userId = 'ann'): Promise<string> {
  const { body } = await apiJson<{ conv_uid: string }>(
    server,
    'POST',
    '/api/v1/chat/dialogue/new?chat_mode=chat_excel',
    { userId },
  );
  return body.data.conv_uid;
}

async function uploadTable(file: FilePart, server = setup.server, language = 'en') {
  const convUid = await excelConversation(server);
  const { body, contentType } = multipart([file]);
  const response = await fetch(
    `${server.baseUrl}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_excel`,
    {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-id': 'ann', 'accept-language': language },
      body,
    },
  );
  const answer = (await response.json()) as { success: boolean; err_msg: string | null; data: Descriptor };
  return { status: response.status, answer, convUid };
}

const SALES_CSV = [
  'Region,Month,Amount,Units,Zip',
  ...Array.from({ length: 25 }, (_, index) =>
    [
      index % 2 === 0 ? 'North' : 'South',
      `2024-${String((index % 12) + 1).padStart(2, '0')}-01`,
      (index * 10.5).toFixed(2),
      index,
      `0${1000 + index}`,
    ].join(','),
  ),
].join('\n');

describe('chat_excel uploads', () => {
  it('loads a CSV into a DuckDB table and previews it with inferred column types', async () => {
    const { status, answer } = await uploadTable({ name: 'Sales 2024.csv', content: SALES_CSV });
    expect(status).toBe(200);
    const data = answer.data;
    expect(data).toMatchObject({
      is_oss: true,
      file_path: expect.stringMatching(/^dbgpt-fs:\/\/local\/dbgpt_app_file\//),
      file_name: 'Sales 2024.csv',
      file_learning: true,
      bucket: 'dbgpt_app_file',
    });
    expect(data.preview.table_name).toBe('sales_2024');
    expect(data.preview.columns).toEqual([
      { name: 'Region', type: 'VARCHAR' },
      { name: 'Month', type: 'DATE' },
      { name: 'Amount', type: 'DOUBLE' },
      { name: 'Units', type: 'BIGINT' },
      { name: 'Zip', type: 'VARCHAR' },
    ]);
    expect(data.preview.row_count).toBe(25);
    expect(data.preview.rows).toHaveLength(20);
    expect(data.preview.rows[1]).toEqual({
      Region: 'South',
      Month: '2024-02-01',
      Amount: 10.5,
      Units: 1,
      Zip: '01001',
    });
  });

  it('loads the first sheet of an XLSX file, dates and numbers typed', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['Customer', 'Ordered at', 'Total']);
    sheet.addRow(['Ada', new Date(Date.UTC(2024, 0, 5, 10, 30)), 12.5]);
    sheet.addRow(['Lin', new Date(Date.UTC(2024, 1, 7, 8, 0)), 7]);
    const content = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { status, answer } = await uploadTable({ name: '2024 orders.xlsx', content });
    expect(status).toBe(200);
    expect(answer.data.preview).toEqual({
      table_name: 't_2024_orders',
      columns: [
        { name: 'Customer', type: 'VARCHAR' },
        { name: 'Ordered at', type: 'TIMESTAMP' },
        { name: 'Total', type: 'DOUBLE' },
      ],
      rows: [
        { Customer: 'Ada', 'Ordered at': '2024-01-05T10:30:00.000Z', Total: 12.5 },
        { Customer: 'Lin', 'Ordered at': '2024-02-07T08:00:00.000Z', Total: 7 },
      ],
      row_count: 2,
    });
  });

  it('loads a JSON array of objects', async () => {
    const content = JSON.stringify([{ city: 'Paris', people: 2100000 }, { city: 'Lyon' }]);
    const { answer } = await uploadTable({ name: 'cities.json', content });
    expect(answer.data.preview.columns).toEqual([
      { name: 'city', type: 'VARCHAR' },
      { name: 'people', type: 'BIGINT' },
    ]);
    expect(answer.data.preview.rows).toEqual([
      { city: 'Paris', people: 2100000 },
      { city: 'Lyon', people: null },
    ]);
  });

  it('refuses files that hold no table, naming what it reads, in the caller language', async () => {
    const xls = await uploadTable({ name: 'old.xls', content: 'binary' });
    expect(xls.status).toBe(400);
    expect(xls.answer.err_msg).toBe(
      'Chat Excel reads .csv, .xlsx and .json files (a JSON array of objects); "old.xls" is not one of them',
    );
    const parquet = await uploadTable({ name: 'data.parquet', content: 'PAR1' }, setup.server, 'zh-CN');
    expect(parquet.answer.err_msg).toContain('Excel 对话支持 .csv、.xlsx 和 .json 文件');
    const headerOnly = await uploadTable({ name: 'empty.csv', content: 'a,b,c\n' });
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.answer.err_msg).toBe(
      '"empty.csv" has no rows to load: it needs a header row and at least one data row',
    );
    const notRecords = await uploadTable({ name: 'list.json', content: '[1, 2]' });
    expect(notRecords.answer.err_msg).toBe('"list.json" must hold a JSON array of objects, one per row');
    const brokenXlsx = await uploadTable({ name: 'broken.xlsx', content: 'not a zip' });
    expect(brokenXlsx.status).toBe(400);
    expect(brokenXlsx.answer.err_msg).toMatch(/^"broken\.xlsx" could not be read: /);
  });

  it('refuses a file past the upload limit', async () => {
    const small = await startTestServer({ env: { UPLOAD_LIMIT_MB: '0.001' } });
    try {
      const { status, answer } = await uploadTable(
        { name: 'big.csv', content: `n\n${'1\n'.repeat(2000)}` },
        small,
      );
      expect(status).toBe(413);
      expect(answer.err_msg).toBe('The file is larger than the upload limit of 0 MB');
    } finally {
      await small.close();
    }
  });
});

describe('chat_excel', () => {
  const ask = (selectParam: unknown, question: string, userId = 'ann') =>
    askData(
      setup,
      { chat_mode: 'chat_excel', select_param: selectParam, user_input: question },
      { 'user-id': userId },
    );

  it('describes the table to the model and charts its query over it', async () => {
    const { answer } = await uploadTable({ name: 'Sales 2024.csv', content: SALES_CSV });
    const descriptor = answer.data;
    setup.fake.replyOnce({
      text: sqlReply(
        'SELECT Region, SUM(Amount) AS total FROM sales_2024 GROUP BY Region ORDER BY Region',
        'Totals by region.',
        'response_bar_chart',
      ),
    });
    const reply = await ask(descriptor, 'Total amount by region?');
    const system = systemPromptOf(setup);
    expect(system).toContain('DuckDB SQL');
    expect(system).toContain('Table "sales_2024", loaded from the file "Sales 2024.csv", 25 rows.');
    expect(system).toContain('- "Amount" DOUBLE');
    expect(system).toContain('{"Region":"North","Month":"2024-01-01","Amount":0,"Units":0,"Zip":"01000"}');
    expect(chartViews(reply.content)).toEqual([
      {
        type: 'response_bar_chart',
        sql: expect.stringContaining('SUM(Amount)'),
        data: [
          { Region: 'North', total: 1638 },
          { Region: 'South', total: 1512 },
        ],
      },
    ]);

    // Its JSON text and its bare file path name it too.
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM sales_2024') });
    expect(chartViews((await ask(JSON.stringify(descriptor), 'How many?')).content)[0]?.data).toEqual([
      { n: 25 },
    ]);
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM sales_2024') });
    expect(chartViews((await ask(descriptor.file_path, 'How many?')).content)[0]?.data).toEqual([{ n: 25 }]);
  });

  it('queries the table read-only, and no other file of the server', async () => {
    const { answer } = await uploadTable({ name: 'keep.csv', content: 'a\n1\n2\n' });
    setup.fake.replyOnce({ text: sqlReply("SELECT * FROM read_csv('/etc/hostname')") });
    setup.fake.replyOnce({ text: sqlReply("SELECT * FROM read_text('/etc/passwd')") });
    const snooping = chartViews((await ask(answer.data, 'Read the server files')).content);
    expect(snooping.map((chart) => chart.data)).toEqual([[], []]);
    expect(snooping[0]?.err_msg).toMatch(/file system operations are disabled/);
    setup.fake.replyOnce({ text: sqlReply('DELETE FROM keep') });
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM keep') });
    const reply = await ask(answer.data, 'Delete everything');
    const [refused, count] = chartViews(reply.content);
    expect(refused?.err_msg).toMatch(/^The query could not be run: this datasource is read-only/);
    expect(count?.data).toEqual([{ n: 2 }]);
  });

  it('loads the table again from the stored file when its DuckDB file is gone', async () => {
    const { answer } = await uploadTable({ name: 'again.csv', content: 'x,y\n1,2\n3,4\n' });
    const derived = path.join(setup.server.dataDir, 'derived', 'dbgpt_app_file', answer.data.file_id);
    await access(derived);
    await rm(derived, { recursive: true });
    setup.fake.replyOnce({ text: sqlReply('SELECT SUM(y) AS total FROM again') });
    const reply = await ask(answer.data, 'Sum of y?');
    expect(chartViews(reply.content)[0]?.data).toEqual([{ total: 6 }]);
  });

  it("does not open another user's upload, nor chat without a file", async () => {
    const { answer } = await uploadTable({ name: 'private.csv', content: 'a\n1\n' });
    const reply = await ask(answer.data, 'What is in it?', 'bob');
    expect(reply.content).toBe(`[SERVER_ERROR]The uploaded file "${answer.data.file_path}" was not found`);
    const none = await ask(null, 'Hello');
    expect(none.content).toBe(
      '[SERVER_ERROR]Upload a CSV or Excel file first: select_param must be the file descriptor the upload answered',
    );
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });

  it('has no scene choices', async () => {
    const { body } = await apiJson(
      setup.server,
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_excel',
    );
    expect(body.data).toBeNull();
  });
});
