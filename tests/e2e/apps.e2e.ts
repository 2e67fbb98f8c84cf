import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { callFrom, seedSyncedSpace } from './support/page-call';
import { localSignInProduct } from './support/sign-in-product';
import { AGENT_ANSWER } from './support/fake-agent-replies';
import { waitForShell } from './support/shell';

const openSession = setupBrowser();

// Before signing in, the browser logs each refused call (401); nothing else may go wrong.
const REFUSED_CALL = /^console error: Failed to load resource: the server responded with a status of 401 /;
const unexpected = (errors: string[]) => errors.filter((error) => !REFUSED_CALL.test(error));
const TIMEOUT = { timeout: 20_000 };

const OWNER = { email: 'owner@example.com', password: 'owner password' };
const READER = { email: 'reader@example.com', password: 'reader password', name: 'Reader' };
const SPACE = 'e2e_returns';
const APP_NAME = 'Returns helper';
const QUESTIONS = ['Can I return an unopened item?', 'How long does a refund take?'];
const RETURNS_TEXT =
  'Customers may return any unopened item within thirty days of delivery for a full refund. ' +
  'Refunds reach the original payment method within five working days.';

/** A product server of its own with sign-in on: the owner is its administrator, the reader a user. */
const product = localSignInProduct(OWNER);

async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`${product.url}${path}`);
  await page.getByTestId('sign-in-page').waitFor(TIMEOUT);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('sign-in-page').waitFor({ state: 'detached', ...TIMEOUT });
  expect(await waitForShell(page)).toBe('app-shell');
}

/** The reader's account and a synced knowledge space with one document, made through the API. */
async function seedThroughApi(page: Page) {
  await callFrom(page, '/api/v1/admin/users', { ...READER, role: 'user' });
  await seedSyncedSpace(
    page,
    { name: SPACE, desc: 'Returns' },
    { name: 'returns.md', content: RETURNS_TEXT },
    TIMEOUT,
  );
}

let seeded: Promise<void> | undefined;
/** Seeds once for the file, whichever test comes first. */
const ensureSeeded = (page: Page) => (seeded ??= seedThroughApi(page));

/** Chooses the option starting with `option` in the antd Select labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect.poll(() => openList.count(), TIMEOUT).toBe(0);
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await openList
    .locator('.ant-select-item-option-content')
    .filter({ hasText: new RegExp(`^${option}`) })
    .first()
    .click();
}

async function buildAppInTheUi(page: Page) {
  await page.getByRole('button', { name: 'Create app' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an application' });
  await dialog.getByRole('radio', { name: 'Single agent' }).check();
  await dialog.getByLabel('App name').fill(APP_NAME);
  await dialog.getByLabel('Description').fill('Answers questions about returns from the handbook');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/construct\/app\/extra\/?\?app_code=/, TIMEOUT);
  const appCode = new URL(page.url()).searchParams.get('app_code') ?? '';

  await page.getByRole('heading', { name: `Edit “${APP_NAME}”` }).waitFor(TIMEOUT);
  await pick(page, 'Agent', 'KnowledgeExpert');
  await page.getByRole('button', { name: 'Add resource' }).click();
  await pick(page, 'Type', 'Knowledge space');
  await pick(page, 'Value', SPACE);
  for (const [index, question] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel(`Question ${index + 1}`, { exact: true }).fill(question);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`“${APP_NAME}” was saved.`).waitFor(TIMEOUT);

  await page.getByRole('link', { name: 'Applications' }).click();
  await setPublished(page, true);
  return appCode;
}

/** On the app list: Publish or Unpublish from the app's menu. */
async function setPublished(page: Page, published: boolean) {
  await page.getByRole('button', { name: `Actions for ${APP_NAME}` }).click(TIMEOUT);
  await page.getByRole('menuitem', { name: published ? 'Publish' : 'Unpublish' }).click();
  const told = published ? 'is published: everyone finds it on Explore' : 'is unpublished: it left Explore';
  await page.getByText(`“${APP_NAME}” ${told}.`).waitFor(TIMEOUT);
}

const card = (page: Page) =>
  page.getByTestId('app-card').filter({ has: page.getByRole('heading', { name: APP_NAME }) });

async function expectAgentAnswer(page: Page) {
  const toolCard = page.getByTestId('tool-call-card').filter({ hasText: 'search_knowledge' }).first();
  await toolCard.getByText('Done').waitFor(TIMEOUT);
  await page.getByText(AGENT_ANSWER.replace(' [1].', '')).first().waitFor(TIMEOUT);
  const references = page.getByTestId('message-references').first();
  await references.waitFor(TIMEOUT);
  await references.locator('summary').click();
  await references.getByText('returns.md').first().waitFor(TIMEOUT);
}

describe('applications from building to Explore', () => {
  it('an owner builds and publishes an agent app; another user stars it, asks it, and loses it when unpublished', async () => {
    const owner = await openSession();
    await signInAt(owner.page, '/construct/app', OWNER.email, OWNER.password);
    await ensureSeeded(owner.page);
    const appCode = await buildAppInTheUi(owner.page);
    expect(appCode).not.toBe('');

    const reader = await openSession();
    await signInAt(reader.page, '/', READER.email, READER.password);
    await card(reader.page).waitFor(TIMEOUT);
    // The owner by their account's name, not its id.
    expect(await card(reader.page).textContent()).toContain('By owner');
    await card(reader.page)
      .getByRole('button', { name: `Add ${APP_NAME} to favourites` })
      .click();
    await card(reader.page)
      .getByRole('button', { name: `Remove ${APP_NAME} from favourites` })
      .waitFor(TIMEOUT);
    await reader.page.getByText('My favourites', { exact: true }).click();
    await card(reader.page).waitFor(TIMEOUT);
    expect(await reader.page.getByTestId('app-card').count()).toBe(1);

    await card(reader.page)
      .getByRole('button', { name: `Chat with ${APP_NAME}` })
      .click();
    const header = reader.page.getByTestId('app-chat-header');
    await header.getByRole('heading', { name: APP_NAME }).waitFor(TIMEOUT);
    await header.getByRole('button', { name: QUESTIONS[0] }).click();
    await expectAgentAnswer(reader.page);

    await reader.page.waitForURL(/[?&]id=/, TIMEOUT);
    await reader.page.reload();
    await expectAgentAnswer(reader.page);
    expect(await reader.page.getByText(QUESTIONS[0]).count()).toBeGreaterThan(0);

    await setPublished(owner.page, false);
    await reader.page.goto(`${product.url}/`);
    await reader.page.getByTestId('app-card').first().waitFor(TIMEOUT);
    expect(await card(reader.page).count()).toBe(0);
    expect(unexpected(owner.errors)).toEqual([]);
    expect(unexpected(reader.errors)).toEqual([]);
  });

  it('opens an agent app on a phone from its mobile link and answers', async () => {
    const phone = await openSession({ viewport: PHONE });
    await signInAt(phone.page, '/construct/app', OWNER.email, OWNER.password);
    await ensureSeeded(phone.page);
    const created = await callFrom<{ app_code: string }>(phone.page, '/api/v1/app/create', {
      app_name: 'Phone helper',
      app_describe: 'Answers about returns on a phone',
      team_mode: 'single_agent',
      language: 'en',
      details: [
        {
          agent_name: 'KnowledgeExpert',
          resources: [{ type: 'knowledge', value: SPACE, is_dynamic: false }],
          llm_strategy: 'default',
        },
      ],
    });
    const appCode = created.app_code;

    await phone.page.goto(`${product.url}/mobile/chat?chat_scene=chat_agent&app_code=${appCode}`);
    const question = phone.page.getByRole('textbox', { name: /Your question/ }).first();
    await question.waitFor(TIMEOUT);
    await question.fill(QUESTIONS[1]);
    await question.press('Enter');
    await phone.page
      .getByTestId('tool-call-card')
      .filter({ hasText: 'search_knowledge' })
      .getByText('Done')
      .waitFor(TIMEOUT);
    await phone.page.getByText(AGENT_ANSWER.replace(' [1].', '')).first().waitFor(TIMEOUT);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(unexpected(phone.errors)).toEqual([]);
  });
});
