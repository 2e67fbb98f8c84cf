import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { productURL, setupBrowser } from './support/browser';
import { seedPostgres } from './support/shop-database';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 30_000 };
const DISPLAY_NAME = 'Shop (e2e)';

const SHOP_SQL = `
      CREATE TABLE customers (id integer PRIMARY KEY, email text NOT NULL);
      COMMENT ON TABLE customers IS 'People who order';
      CREATE TABLE orders (
        id integer PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id),
        total numeric(10, 2)
      );
      COMMENT ON COLUMN orders.total IS 'Sum in euros';
      INSERT INTO customers VALUES (1, 'ada@example.org');
      INSERT INTO orders VALUES (1, 1, 12.5);
    `;

/** Every datasource answer the browser could read, as text: the password must be in none. */
async function datasourceAnswers(): Promise<string> {
  const response = await fetch(productURL('/api/v2/serve/datasources'), { headers: { 'user-id': '001' } });
  return response.text();
}

describe('the data center', () => {
  let db: RunningDatabase;
  beforeAll(async () => {
    db = await startPostgres();
    await seedPostgres(db, SHOP_SQL);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('connects a PostgreSQL database, tests it, saves it and browses its schema', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/database?isFirst=admin');
    await page.getByRole('button', { name: /^PostgreSQL:/ }).click();
    const drawer = page.getByTestId('type-drawer');
    // The drawer's header button: the empty state's one is gone once another test connected a database.
    await page.getByRole('button', { name: 'Add data source' }).first().click();

    const form = page.getByRole('dialog', { name: /Add a PostgreSQL data source/ });
    await form.getByLabel('Display name').fill(DISPLAY_NAME);
    await form.getByLabel('Host', { exact: true }).fill(db.host);
    await form.getByLabel('Port', { exact: true }).fill(String(db.port));
    await form.getByLabel('User', { exact: true }).fill(db.user);
    await form.getByLabel('Database', { exact: true }).fill(db.database);

    // A wrong password is refused with the database's reason, and nothing typed is lost.
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form.getByText('The connection failed').waitFor(TIMEOUT);
    expect(await form.getByLabel('Host', { exact: true }).inputValue()).toBe(db.host);

    await form.getByLabel('Password', { exact: true }).fill(db.password);
    await form.getByRole('button', { name: 'Test connection' }).click();
    // The suite's database user is a superuser: connected, with the advice to use a least-privileged one.
    await form.getByText('Connected, but this database user can reach more than its data').waitFor(TIMEOUT);
    await form
      .getByText(`The user "${db.user}" is a PostgreSQL superuser`, { exact: false })
      .waitFor(TIMEOUT);
    await form.getByRole('button', { name: 'Save' }).click();

    const item = drawer.getByRole('article', { name: DISPLAY_NAME });
    await item.waitFor(TIMEOUT);
    expect(await datasourceAnswers()).not.toContain(db.password);

    await item.getByRole('link', { name: 'Browse schema' }).click();
    await page.getByRole('button', { name: 'Refresh schema' }).first().click();
    await page.getByText('orders', { exact: true }).first().waitFor(TIMEOUT);
    await page.getByText('customers', { exact: true }).first().waitFor(TIMEOUT);
    await page.getByText('People who order').first().waitFor(TIMEOUT);
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });
});
