import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { bodyClasses } from './support/shell';

const openSession = setupBrowser();

const TIMEOUT = { timeout: 20_000 };
/** The built-in hub's summariser flow (hub/workflow/summarizer). */
const PACKAGE = { name: 'summarizer', label: 'Summariser' };
const TEXT = 'The board met on Monday and agreed to open a second shop in May.';
// The fake model echoes the last user message: the flow's summary prompt, filled with the text.
const ANSWER_START = 'Echo: Summarise the text below for a busy reader.';

const packageCard = (page: Page) =>
  page.getByTestId('dbgpts-card').filter({ has: page.getByRole('heading', { name: PACKAGE.name }) });

async function showSource(page: Page, source: 'Community' | 'My packages') {
  await page.getByRole('radiogroup', { name: 'Which packages' }).getByText(source, { exact: true }).click();
}

describe('a flow package from the built-in hub', () => {
  it('is installed, shown under My with its README, answers in the chat, and is uninstalled', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/dbgpts?isFirst=admin');
    await packageCard(page).waitFor(TIMEOUT);
    await page.getByRole('button', { name: `Install ${PACKAGE.name}` }).click();
    await page.getByText(`“${PACKAGE.name}” installed`).waitFor(TIMEOUT);

    await showSource(page, 'My packages');
    await packageCard(page).getByTestId('dbgpts-installed').waitFor(TIMEOUT);
    await packageCard(page).getByRole('button', { name: 'Details' }).click();
    const drawer = page.getByTestId('package-drawer');
    await drawer.getByRole('heading', { name: 'Summariser' }).first().waitFor(TIMEOUT);
    await drawer.getByText('choose a model on the').waitFor(TIMEOUT);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await drawer.waitFor({ state: 'hidden', ...TIMEOUT });

    // The installed flow is deployed with the default model: its Chat answers through the flow.
    await open('/construct/flow?isFirst=admin');
    const flowCard = page.getByTestId('flow-card').filter({ hasText: PACKAGE.label });
    await flowCard.getByRole('link', { name: 'Chat' }).click(TIMEOUT);
    await page.getByTestId('flow-chat-header').getByRole('heading', { name: PACKAGE.label }).waitFor(TIMEOUT);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.fill(TEXT);
    await input.press('Enter');
    const answer = page.getByTestId('chat-messages').getByRole('article', { name: 'Answer' });
    await answer.getByText(ANSWER_START, { exact: false }).waitFor(TIMEOUT);
    expect(await answer.textContent()).toContain(TEXT);

    await open('/construct/dbgpts?isFirst=admin');
    await showSource(page, 'My packages');
    await page.getByRole('button', { name: `Uninstall ${PACKAGE.name}` }).click(TIMEOUT);
    await page
      .getByRole('dialog', { name: `Uninstall “${PACKAGE.name}”?` })
      .getByRole('button', { name: 'Uninstall' })
      .click();
    await page.getByText(`“${PACKAGE.name}” uninstalled`).waitFor(TIMEOUT);
    await packageCard(page).waitFor({ state: 'detached', ...TIMEOUT });
    // What it added went with it: the flow list no longer has the flow.
    await open('/construct/flow?isFirst=admin');
    const flowCards = page.getByTestId('flow-card');
    await flowCards.first().or(page.getByText('This server has no AWEL flows')).waitFor(TIMEOUT);
    expect(await flowCards.filter({ hasText: PACKAGE.label }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone in dark mode, the packages and plugins pages and their panels do not scroll sideways', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE, colorScheme: 'dark' });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    // A panel fits when it ends inside the screen and its content does not scroll sideways.
    const fits = (panel: Locator) =>
      panel.evaluate(
        (element) =>
          element.getBoundingClientRect().right <= window.innerWidth &&
          element.scrollWidth <= element.clientWidth,
      );

    await open('/construct/dbgpts?isFirst=admin');
    await packageCard(page).waitFor(TIMEOUT);
    expect(await bodyClasses(page)).toContain('dark');
    expect(await pageWidth()).toBe(PHONE.width);
    await packageCard(page).getByRole('button', { name: 'Details' }).click();
    await page
      .getByTestId('package-drawer')
      .getByRole('heading', { name: PACKAGE.label })
      .first()
      .waitFor(TIMEOUT);
    expect(await pageWidth()).toBe(PHONE.width);

    await open('/construct/plugins?isFirst=admin');
    await page.getByRole('button', { name: 'Add an MCP server' }).click(TIMEOUT);
    const dialog = page.getByRole('dialog', { name: 'Add an MCP server' });
    await dialog.waitFor(TIMEOUT);
    expect(await bodyClasses(page)).toContain('dark');
    expect(await pageWidth()).toBe(PHONE.width);
    expect(await fits(dialog)).toBe(true);
    expect(errors).toEqual([]);
  });
});
