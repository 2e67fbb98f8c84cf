import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { localSignInProduct } from './support/sign-in-product';
import { navLink, sidebar } from './support/shell';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

const ADMIN = { email: 'admin@example.com', password: 'admin password' };
const SECRET_QUESTION = 'what is on the admin roadmap';
const PRIVATE_PROMPT = 'Admin private prompt';
const PUBLIC_PROMPT = 'Team public prompt';

/** A product server of its own with sign-in on, its administrator from the environment, and the fake model. */
const product = localSignInProduct(ADMIN);

// Signed out (or disabled), the browser logs each refused call (401), and a screen may log the failed
// request (the explore page does); nothing else may go wrong.
const REFUSED_CALL = [
  /^console error: Failed to load resource: the server responded with a status of 401 /,
  /^console error: AxiosError: Request failed with status code 401\b/,
];
const unexpected = (errors: string[]) =>
  errors.filter((error) => !REFUSED_CALL.some((refused) => refused.test(error)));

const questionBox = (page: Page) => page.getByRole('textbox', { name: /Your question/ }).first();

async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`${product.url}${path}`);
  await page.getByTestId('sign-in-page').waitFor(TIMEOUT);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await sidebar(page).waitFor({ state: 'visible', ...TIMEOUT });
}

async function ask(page: Page, question: string) {
  await page.goto(`${product.url}/chat`);
  await questionBox(page).waitFor(TIMEOUT);
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await page.getByText(`Echo: ${question}`).waitFor(TIMEOUT);
  await page.getByTestId('dialog-list').getByText(question).first().waitFor(TIMEOUT);
}

/** A JSON call from the page, with its session cookie, as the page's own scripts make them. */
function callFrom(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.status;
    },
    [path, body] as const,
  );
}

/** On the users screen: creates the user and returns the temporary password the dialog shows once. */
async function createUser(page: Page, email: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const password = (await page.getByTestId('temporary-password-value').textContent(TIMEOUT)) ?? '';
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('user-row').filter({ hasText: email }).waitFor(TIMEOUT);
  return password;
}

describe('users and their sessions', () => {
  it('creates a user who sees none of the admin’s things, then disables them', async () => {
    const admin = await openSession();
    await signInAt(admin.page, '/chat', ADMIN.email, ADMIN.password);
    await ask(admin.page, SECRET_QUESTION);
    const prompt = { prompt_type: 'Normal', content: 'Say hi' };
    expect(
      await callFrom(admin.page, '/prompt/add', {
        ...prompt,
        prompt_name: PRIVATE_PROMPT,
        visibility: 'private',
      }),
    ).toBe(200);
    expect(
      await callFrom(admin.page, '/prompt/add', {
        ...prompt,
        prompt_name: PUBLIC_PROMPT,
        visibility: 'public',
      }),
    ).toBe(200);

    await sidebar(admin.page).getByRole('link', { name: 'Users' }).click();
    await admin.page.getByRole('heading', { name: 'Users' }).waitFor(TIMEOUT);
    const password = await createUser(admin.page, 'bob@example.com', 'Bob');
    expect(password).toMatch(/^\S{4}-\S{4}-\S{4}-\S{4}$/);

    const bob = await openSession();
    await signInAt(bob.page, '/chat', 'bob@example.com', password);
    expect(await bob.page.getByTestId('user-badge').textContent()).toContain('Bob');
    expect(await sidebar(bob.page).getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await navLink(bob.page, 'evaluation').count()).toBe(0);
    await navLink(admin.page, 'evaluation').waitFor({ state: 'visible' });

    // Bob's history holds his own conversation and not the administrator's.
    await ask(bob.page, 'my own question');
    expect(await bob.page.getByTestId('dialog-list').getByText(SECRET_QUESTION).count()).toBe(0);
    await bob.page.goto(`${product.url}/construct/prompt`);
    await bob.page.getByText('Public', { exact: true }).first().click();
    await bob.page.getByTestId('prompt-list').getByText(PUBLIC_PROMPT).first().waitFor(TIMEOUT);
    expect(await bob.page.getByText(PRIVATE_PROMPT).count()).toBe(0);
    await bob.page.getByText('My prompts', { exact: true }).first().click();
    await bob.page.getByTestId('prompt-list').waitFor(TIMEOUT);
    expect(await bob.page.getByText(PRIVATE_PROMPT).count()).toBe(0);

    await admin.page.getByRole('button', { name: 'Disable Bob' }).click();
    const confirm = admin.page.getByRole('dialog').filter({ hasText: 'Disable Bob?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await admin.page
      .getByTestId('user-row')
      .filter({ hasText: 'bob@example.com' })
      .getByText('Disabled')
      .waitFor(TIMEOUT);

    // Bob's very next action finds his session over: sign-in, over the page he was on.
    await navLink(bob.page, 'explore').click();
    await bob.page.getByTestId('sign-in-page').waitFor(TIMEOUT);
    expect(unexpected(bob.errors)).toEqual([]);
    expect(unexpected(admin.errors)).toEqual([]);
  });

  it('signs out another session of one’s own from the profile', async () => {
    const admin = await openSession();
    await signInAt(admin.page, '/construct/app', ADMIN.email, ADMIN.password);
    await sidebar(admin.page).getByRole('link', { name: 'Users' }).click();
    await admin.page.getByRole('heading', { name: 'Users' }).waitFor(TIMEOUT);
    const password = await createUser(admin.page, 'carol@example.com', 'Carol');

    const laptop = await openSession();
    const phone = await openSession({ viewport: PHONE });
    await signInAt(laptop.page, '/construct/app', 'carol@example.com', password);
    await phone.page.goto(`${product.url}/construct/prompt`);
    await phone.page.getByTestId('sign-in-page').waitFor(TIMEOUT);
    await phone.page.getByLabel('Email', { exact: true }).fill('carol@example.com');
    await phone.page.getByLabel('Password', { exact: true }).fill(password);
    await phone.page.getByRole('button', { name: 'Sign in' }).click();
    await phone.page.getByRole('button', { name: 'Open menu' }).waitFor(TIMEOUT);

    await laptop.page.getByTestId('user-badge').click();
    await laptop.page.getByRole('heading', { name: 'Profile' }).waitFor(TIMEOUT);
    const sessions = laptop.page.getByTestId('my-session');
    await expect.poll(() => sessions.count(), TIMEOUT).toBe(2);
    expect(await laptop.page.locator('[data-testid=my-session][data-current=true]').count()).toBe(1);
    await laptop.page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect.poll(() => sessions.count(), TIMEOUT).toBe(1);

    await phone.page.reload();
    await phone.page.getByTestId('sign-in-page').waitFor(TIMEOUT);
    // The laptop's own session goes on.
    await laptop.page.reload();
    await laptop.page.getByRole('heading', { name: 'Profile' }).waitFor(TIMEOUT);
    expect(unexpected(laptop.errors)).toEqual([]);
  });

  it('scrolls the users table sideways on a phone instead of squeezing it', async () => {
    const admin = await openSession({ viewport: PHONE });
    await admin.page.goto(`${product.url}/settings/users`);
    await admin.page.getByTestId('sign-in-page').waitFor(TIMEOUT);
    await admin.page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await admin.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    const table = admin.page.getByTestId('users-table');
    await table.waitFor(TIMEOUT);
    const widths = await table.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  });
});
