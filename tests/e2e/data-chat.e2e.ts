import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { productURL, setupBrowser } from './support/browser';
import { seedPostgres } from './support/shop-database';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 30_000 };
const DISPLAY_NAME = 'Shop (data chat)';

const SHOP_SQL = `
      CREATE TABLE customers (id integer PRIMARY KEY, email text NOT NULL);
      CREATE TABLE orders (
        id integer PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id),
        ordered_at date NOT NULL,
        total numeric(10, 2)
      );
      INSERT INTO customers VALUES (1, 'ada@example.org'), (2, 'grace@example.org');
      INSERT INTO orders VALUES
        (1, 1, '2026-01-05', 12.5), (2, 2, '2026-01-20', 30),
        (3, 1, '2026-02-11', 8), (4, 1, '2026-03-02', 41), (5, 2, '2026-03-28', 19.9);
    `;

async function api(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ success: boolean; data: unknown }> {
  const response = await fetch(productURL(path), {
    method,
    headers: { 'user-id': '001', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { success: boolean; data: unknown };
}

/** Connects the seeded database through the API and reads its schema, as the data center test does by hand. */
async function connect(db: RunningDatabase): Promise<void> {
  const created = await api('POST', '/api/v2/serve/datasources', {
    type: 'postgresql',
    display_name: DISPLAY_NAME,
    params: { host: db.host, port: db.port, user: db.user, password: db.password, database: db.database },
  });
  expect(created.success).toBe(true);
  const { id } = created.data as { id: number };
  expect((await api('POST', `/api/v2/serve/datasources/${id}/refresh`)).success).toBe(true);
}

async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
}

describe('chat with data', () => {
  let db: RunningDatabase;
  beforeAll(async () => {
    db = await startPostgres();
    await seedPostgres(db, SHOP_SQL);
    await connect(db);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('answers "orders per month" from PostgreSQL with a chart, its SQL and its rows', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/database?isFirst=admin');
    await page.getByRole('button', { name: /^PostgreSQL:/ }).click();
    const item = page.getByTestId('type-drawer').getByRole('article', { name: DISPLAY_NAME });
    await item.getByRole('link', { name: 'Chat with its data' }).click();

    const picker = page.getByRole('combobox', { name: 'Datasource' });
    await expect.poll(() => picker.inputValue(), TIMEOUT).toBe(DISPLAY_NAME);
    await ask(page, 'How many orders per month?');

    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByText('Counting the orders of each month.', { exact: true }).waitFor(TIMEOUT);
    await answer.getByTestId('echarts-view').waitFor(TIMEOUT);
    await answer.getByRole('tab', { name: 'SQL' }).click();
    expect(await answer.getByTestId('chart-sql').textContent()).toContain('to_char');
    await answer.getByRole('tab', { name: 'Data' }).click();
    const table = answer.getByRole('table');
    await table.getByText('2026-03').waitFor(TIMEOUT);
    expect(await table.getByRole('row').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('draws a dashboard of two charts', async () => {
    const { page, open, errors } = await openSession();
    const query = new URLSearchParams({ isFirst: 'admin', scene: 'chat_dashboard', db_param: DISPLAY_NAME });
    await open(`/chat?${query.toString()}`);
    await ask(page, 'Make a sales dashboard');

    const dashboard = page.getByRole('article', { name: 'Answer' }).getByTestId('chart-dashboard');
    await dashboard.waitFor(TIMEOUT);
    await dashboard.getByText('Orders per month', { exact: true }).waitFor(TIMEOUT);
    await dashboard.getByText('Revenue per customer', { exact: true }).waitFor(TIMEOUT);
    expect(await dashboard.getByTestId('chart-card').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('loads an uploaded CSV, previews it and answers about it', async () => {
    // The table is named after the file: the fake's SQL reads `sales`.
    const csv = join(await mkdtemp(join(tmpdir(), 'data-chat-')), 'sales.csv');
    await writeFile(csv, 'region,amount\nnorth,10\nsouth,5.5\nnorth,2\neast,7\n');
    const { page, open, errors } = await openSession();
    await open('/chat?isFirst=admin');
    await page
      .getByRole('navigation', { name: 'What to chat with' })
      .getByRole('button', { name: /Spreadsheet chat/ })
      .click();

    await page.getByTestId('spreadsheet-file-input').setInputFiles(csv);
    const preview = page.getByTestId('sheet-preview');
    await preview.getByText('4 rows · 2 columns').waitFor(TIMEOUT);
    await preview.getByRole('table').getByText('south').waitFor(TIMEOUT);

    await ask(page, 'Show sales by region');
    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByText('Adding up the sales of each region.', { exact: true }).waitFor(TIMEOUT);
    await answer.getByRole('tab', { name: 'Data' }).click();
    await answer.getByRole('table').getByText('north').waitFor(TIMEOUT);
    expect(await answer.getByRole('table').getByText('12').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
