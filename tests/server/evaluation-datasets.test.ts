import ExcelJS from 'exceljs';
import type { Dataset } from '@/contract/evaluate';
import { startTestServer, type TestServer } from './harness';
import { download, ecall, emust, EVALUATE, uploadDatasetFile } from './evaluation-helpers';

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('evaluation datasets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('takes content as JSON or as form fields, counts rows and notes whether answers are there', async () => {
    const json = await ecall<Dataset>(server, `${EVALUATE}/dataset/upload/content`, {
      body: {
        dataset_name: 'json-content',
        members: 'alice,bob',
        content: JSON.stringify([{ query: 'What is 1+1?', factual: '2' }, { query: 'Who?' }]),
      },
    });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({
      name: 'json-content',
      datasets_count: 2,
      have_answer: true,
      members: 'alice,bob',
      storage_type: 'db',
      user_id: '001',
    });

    const form = new FormData();
    form.append('dataset_name', 'form-content');
    form.append('members', 'carol');
    form.append('content', JSON.stringify([{ query: 'Only a question' }]));
    const response = await fetch(`${server.baseUrl}${EVALUATE}/dataset/upload/content`, {
      method: 'POST',
      headers: { 'user-id': '001' },
      body: form,
    });
    const body = (await response.json()) as { data: Dataset };
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ name: 'form-content', datasets_count: 1, have_answer: false });
  });

  it('reads CSV, XLSX and JSON files, the query column in any case', async () => {
    const csv = await uploadDatasetFile(
      server,
      { name: 'qa.csv', content: 'Query,factual,topic\n"Where, exactly?",Here,geo\nWhen?,Now,time\n' },
      { dataset_name: 'csv-set', members: '' },
    );
    expect(csv.status).toBe(200);
    expect(csv.body.data).toMatchObject({ datasets_count: 2, have_answer: true, file_type: '.csv' });

    const xlsx = await uploadDatasetFile(
      server,
      { name: 'qa.xlsx', content: await xlsxFile([['query'], ['one'], ['two'], ['three']]) },
      { dataset_name: 'xlsx-set', members: '' },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.body.data).toMatchObject({ datasets_count: 3, have_answer: false, file_type: '.xlsx' });

    const json = await uploadDatasetFile(
      server,
      { name: 'qa.json', content: JSON.stringify([{ query: 'a', factual: 'b' }]) },
      { dataset_name: 'json-set', members: '' },
    );
    expect(json.body.data).toMatchObject({ datasets_count: 1, have_answer: true, file_type: '.json' });
  });

  it('refuses a file without a query column, an empty file, a malformed XLSX and other types, naming the problem', async () => {
    const noQuery = await uploadDatasetFile(
      server,
      { name: 'bad.csv', content: 'question,factual\nWhat?,That\n' },
      { dataset_name: 'no-query', members: '' },
    );
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.err_msg).toContain('"query" column');

    const empty = await uploadDatasetFile(
      server,
      { name: 'empty.csv', content: '' },
      { dataset_name: 'empty', members: '' },
      { language: 'zh' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.err_msg).toBe('数据集“empty”没有任何行');

    const broken = await uploadDatasetFile(
      server,
      { name: 'broken.xlsx', content: 'this is not a zip archive at all' },
      { dataset_name: 'broken', members: '' },
    );
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
    expect(broken.body.err_msg).toContain('broken.xlsx');

    const pdf = await uploadDatasetFile(
      server,
      { name: 'notes.pdf', content: '%PDF-1.4' },
      { dataset_name: 'pdf', members: '' },
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.err_msg).toContain('notes.pdf');

    const noFile = await ecall(server, `${EVALUATE}/dataset/upload/file`, { body: { dataset_name: 'x' } });
    expect(noFile.status).toBe(400);
    expect(noFile.body.err_msg).toContain('doc_file');
  });

  it('refuses content that is not rows, an empty query and a name taken', async () => {
    const notJson = await ecall(server, `${EVALUATE}/dataset/upload/content`, {
      body: { dataset_name: 'nj', members: '', content: 'query\nhello' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.err_msg).toContain('JSON array');

    const emptyQuery = await ecall(server, `${EVALUATE}/dataset/upload/content`, {
      body: { dataset_name: 'eq', members: '', content: [{ query: 'fine' }, { query: '  ', factual: 'x' }] },
    });
    expect(emptyQuery.status).toBe(400);
    expect(emptyQuery.body.err_msg).toBe('Row 2 of the dataset "eq" has an empty "query"');

    const missing = await ecall(server, `${EVALUATE}/dataset/upload/content`, { body: { members: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.err_msg).toContain('dataset_name');

    await emust(server, `${EVALUATE}/dataset/upload/content`, {
      body: { dataset_name: 'twice', members: '', content: '[{"query":"q"}]' },
    });
    const again = await ecall(server, `${EVALUATE}/dataset/upload/content`, {
      body: { dataset_name: 'twice', members: '', content: '[{"query":"q"}]' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses more rows than a dataset may hold', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => ({ query: `q${index}` }));
    const answer = await ecall(server, `${EVALUATE}/dataset/upload/content`, {
      body: { dataset_name: 'too-many', members: '', content: JSON.stringify(rows) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe('The dataset "too-many" has 10001 rows; at most 10000 are allowed');
  });

  it('refuses a file past the size limit with 413', async () => {
    const big = `query\n${'x'.repeat(100)}\n`.padEnd(11 * 1024 * 1024, 'y');
    const answer = await uploadDatasetFile(
      server,
      { name: 'big.csv', content: big },
      { dataset_name: 'big', members: '' },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.err_msg).toContain('10 MB');
  });

  it('lists with paging, updates members, downloads as XLSX (Chinese name too) and deletes', async () => {
    const created = await emust<Dataset>(server, `${EVALUATE}/dataset/upload/content`, {
      body: {
        dataset_name: '评测集',
        members: 'a',
        content: JSON.stringify([{ query: '你好', factual: '您好', note: 'n1' }, { query: 'second' }]),
      },
    });
    const first = await emust<{ items: Dataset[]; total_count: number; page_size: number }>(
      server,
      `${EVALUATE}/datasets?page=1&page_size=2`,
    );
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.name).toBe('评测集');
    expect(first.total_count).toBeGreaterThan(2);
    const second = await emust<{ items: Dataset[] }>(
      server,
      `/api/v2/serve/evaluate/datasets?page=2&page_size=2`,
    );
    expect(second.items.map((item) => item.code)).not.toContain(created.code);
    // A page too large to count is bad input, not a server error.
    for (const list of ['datasets', 'evaluations']) {
      const huge = await ecall(server, `${EVALUATE}/${list}?page=510511&page_size=140737488355327`);
      expect(huge.status).toBe(400);
      expect(huge.body.err_code).toBe('E0001');
    }

    const updated = await emust<Dataset>(server, `${EVALUATE}/dataset/members/update`, {
      body: { code: created.code, members: 'a,b,c' },
    });
    expect(updated.members).toBe('a,b,c');

    const file = await download(server, `${EVALUATE}/dataset/download?code=${created.code}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('评测集.xlsx')}`,
    );
    expect(await xlsxRows(file.bytes)).toEqual([
      ['query', 'factual', 'note'],
      ['你好', '您好', 'n1'],
      ['second'],
    ]);

    expect(
      (await ecall(server, `${EVALUATE}/dataset?code=${created.code}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const gone = await ecall(server, `${EVALUATE}/dataset/download?code=${created.code}`);
    expect(gone.status).toBe(404);
    expect(gone.body.err_msg).toContain(created.code);
    const again = await ecall(server, `${EVALUATE}/dataset?code=${created.code}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });
});
