import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, productURL, setupBrowser } from './support/browser';
import { navLink } from './support/shell';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 30_000 };
const SPACE = 'e2e_eval_fruit';
const DATASET = 'Fruit questions';
const USER_INFO_KEY = '__db_gpt_uinfo_key';

const FRUIT_TEXT = [
  'Bananas are rich in potassium and ripen after picking.',
  '',
  'Strawberries carry their seeds on the outside of the fruit.',
  '',
  'Lemons are sour because they hold a lot of citric acid.',
].join('\n');

/** Enough questions that the list shows the run on its way before it completes. */
const ANSWERED = 240;
/** The last question has no expected answer: it cannot be scored and the run says so. */
const UNANSWERED = 'Who grows kiwis?';
const QUESTIONS = ANSWERED + 1;
const FACTS = [
  ['Which fruit is rich in potassium?', 'rich in potassium'],
  ['Where are the seeds of a strawberry?', 'seeds on the outside'],
  ['Why are lemons sour?', 'citric acid'],
] as const;

function datasetCsv(): string {
  const lines = ['query,factual'];
  for (let index = 0; index < ANSWERED; index += 1) {
    const [query, factual] = FACTS[index % FACTS.length]!;
    lines.push(`"${query} (${index + 1})",${factual}`);
  }
  lines.push(`${UNANSWERED},`);
  return `${lines.join('\n')}\n`;
}

/** A saved download's first bytes: an XLSX is a ZIP archive, "PK". */
async function zipSignature(download: Download): Promise<string> {
  return (await readFile(await download.path())).subarray(0, 2).toString('latin1');
}

async function postJson(api: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await api.post(productURL(path), { data });
  const body = (await response.json()) as { success?: boolean; data?: unknown; err_msg?: string };
  if (!response.ok() || !body.success) throw new Error(`POST ${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A synced space of one text document, filled through the knowledge API the knowledge screens use. */
async function fillSpace(api: APIRequestContext): Promise<void> {
  const base = '/api/v1/knowledge';
  await postJson(api, `${base}/space/add`, { name: SPACE, vector_type: 'VectorStore', desc: 'Fruit facts' });
  const id = await postJson(api, `${base}/${SPACE}/document/add`, {
    doc_name: 'fruit.txt',
    doc_type: 'TEXT',
    content: FRUIT_TEXT,
  });
  await postJson(api, `${base}/${SPACE}/document/sync`, { doc_ids: [id] });
  await expect
    .poll(async () => {
      const page = (await postJson(api, `${base}/${SPACE}/document/list`, {})) as {
        data?: { status?: string }[];
      };
      return page.data?.[0]?.status;
    }, TIMEOUT)
    .toBe('FINISHED');
}

/** The section switch's radio sits under its label, which takes the click. */
const tab = (page: Page, name: 'Datasets' | 'Evaluations') =>
  page.getByRole('radiogroup', { name: 'Evaluation sections' }).getByText(name, { exact: true });

async function addDataset(page: Page) {
  await tab(page, 'Datasets').click();
  await page.getByRole('button', { name: 'Add dataset' }).click();
  const dialog = page.getByTestId('add-dataset-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(DATASET);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'fruit-questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(datasetCsv()),
  });
  // The browser's preview of the first rows, read before anything is sent.
  await dialog.getByText('Which fruit is rich in potassium? (1)').waitFor(TIMEOUT);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...TIMEOUT });
  const row = page.locator('tr').filter({ hasText: DATASET });
  await row.waitFor(TIMEOUT);
  expect(await row.textContent()).toContain(String(QUESTIONS));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${DATASET}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${DATASET}.xlsx`);
  expect(await zipSignature(download)).toBe('PK');
}

async function startRecallRun(page: Page) {
  await tab(page, 'Evaluations').click();
  await page.getByRole('button', { name: 'Start evaluation' }).click();
  const dialog = page.getByTestId('start-evaluation-dialog');
  await dialog.getByLabel('Knowledge space').selectOption({ label: SPACE });
  await dialog.getByLabel('Dataset').selectOption({ label: DATASET });
  // The server refuses a run without metrics; the dialog says so before asking.
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await dialog.getByRole('alert').getByText('Choose at least one metric.').waitFor();
  await dialog.getByRole('checkbox', { name: /Hit rate/ }).check();
  await dialog.getByRole('checkbox', { name: /MRR/ }).check();
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...TIMEOUT });
}

describe('evaluation', () => {
  it('uploads a CSV dataset, runs a recall evaluation, shows its details and downloads its result', async () => {
    const { page, open, context, errors } = await openSession();
    await fillSpace(context.request);
    await open('/evaluation?isFirst=admin');
    await page.getByRole('heading', { name: 'Evaluation' }).waitFor(TIMEOUT);

    await addDataset(page);
    await startRecallRun(page);

    // The run shows its progress while it goes on, then completes with its average scores.
    const run = page.getByTestId('evaluation-row').filter({ hasText: DATASET });
    const progress = run.getByRole('progressbar', { name: 'Progress' });
    await progress.waitFor(TIMEOUT);
    expect(await progress.getAttribute('aria-valuemax')).toBe(String(QUESTIONS));
    await run.locator('[data-state="complete"]').waitFor(TIMEOUT);
    expect(await run.getByRole('progressbar').count()).toBe(0);
    const summary = (await run.textContent()) ?? '';
    expect(summary).toContain('Hit rate: 1');
    expect(summary).toContain('MRR: 1');
    expect(await run.getByTestId('run-note').textContent()).toBe(
      `1 of ${QUESTIONS} questions failed; the first failure: This question has no expected answer`,
    );
    // Every action of the row fits at desktop width, without scrolling the table sideways.
    const remove = await run
      .getByRole('button', { name: `Delete the evaluation of ${DATASET}` })
      .boundingBox();
    expect(remove && remove.x + remove.width).toBeLessThanOrEqual(DESKTOP.width);

    // Details: every question with its scores, the expected answer and the retrieved passage as text.
    await run.getByRole('button', { name: `Details of ${DATASET}` }).click();
    const details = page.getByTestId('evaluation-details');
    await details.getByText(`${QUESTIONS} of ${QUESTIONS} questions`).waitFor(TIMEOUT);
    const first = details.getByTestId('question-row').first();
    expect(await first.textContent()).toContain('Which fruit is rich in potassium? (1)');
    expect(await first.getByTestId('question-scores').textContent()).toContain('Hit rate: 1');
    expect(await first.getByText('Expected answer').count()).toBe(1);
    expect(await first.getByText('Actual answer').count()).toBe(0);
    const unanswered = details.getByTestId('question-row').last();
    expect(await unanswered.textContent()).toContain(UNANSWERED);
    expect(await unanswered.textContent()).toContain(
      'Not scored becauseThis question has no expected answer',
    );
    await first.locator('summary').click();
    const passage = first.locator('details li').first();
    expect(await passage.textContent()).toContain('Bananas are rich in potassium');
    expect(await passage.textContent()).not.toContain('chunk_id');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // The result arrives as an XLSX file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('button', { name: `Download the results of ${DATASET}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(download.suggestedFilename()).toContain(DATASET);
    expect(await zipSignature(download)).toBe('PK');
    expect(errors).toEqual([]);
  }, 60_000);

  it('looks right at phone width and in dark mode', async () => {
    for (const options of [{ viewport: PHONE }, { colorScheme: 'dark' as const }]) {
      const { page, open, errors } = await openSession(options);
      await open('/evaluation?isFirst=admin');
      const run = page.getByTestId('evaluation-row').filter({ hasText: DATASET });
      await run.waitFor(TIMEOUT);
      const name = options.viewport ? 'phone' : 'dark';
      await page.screenshot({ path: `/tmp/evaluation-${name}-runs.png`, fullPage: true });
      await run.getByRole('button', { name: `Details of ${DATASET}` }).click();
      await page.getByTestId('question-row').first().waitFor(TIMEOUT);
      await page.screenshot({ path: `/tmp/evaluation-${name}-details.png` });
      await page.getByTestId('evaluation-details').getByRole('button', { name: 'Close' }).click();
      await tab(page, 'Datasets').click();
      await page.locator('tr').filter({ hasText: DATASET }).waitFor(TIMEOUT);
      await page.screenshot({ path: `/tmp/evaluation-${name}-datasets.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add dataset' }).click();
      await page.getByTestId('add-dataset-dialog').waitFor(TIMEOUT);
      await page.screenshot({ path: `/tmp/evaluation-${name}-add.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 40_000);

  it('offers no menu entry and no permission to a user who is not an admin', async () => {
    const { page, open, errors } = await openSession({
      seedStorage: {
        [USER_INFO_KEY]: JSON.stringify({ user_id: 'someone-else', nick_name: 'someone-else' }),
      },
    });
    await open('/evaluation?isFirst=admin');
    await page.getByTestId('evaluation-no-permission').waitFor(TIMEOUT);
    expect(await page.getByTestId('evaluation-no-permission').textContent()).toContain('No permission');
    await navLink(page, 'construct').waitFor({ state: 'visible' });
    expect(await navLink(page, 'evaluation').count()).toBe(0);
    expect(await page.getByTestId('evaluation-table').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
