import { describe, expect, it } from 'vitest';
import { productURL, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
const NAME = 'e2e greeting';
const TEMPLATE = 'Say hello to {name} in one sentence.';
const OTHER_USER = JSON.stringify({
  user_channel: 'dbgpt',
  user_no: '002',
  nick_name: 'other',
  user_id: 'someone-else',
});

/** What another user finds in the prompt library, asked through the API as that user. */
async function visibleToOtherUser(): Promise<string[]> {
  const response = await fetch(productURL('/prompt/query_page?page=1&page_size=50'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'someone-else' },
    body: JSON.stringify({ query: NAME }),
  });
  const body = (await response.json()) as { data: { items: { prompt_name: string }[] } };
  return body.data.items.map((item) => item.prompt_name);
}

describe('the prompt library', () => {
  it('creates a private prompt, tests it, uses it in the chat, then shares it', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/prompt/add?isFirst=admin');
    const editor = page.getByTestId('prompt-editor');
    await editor.waitFor(TIMEOUT);
    await page.locator('#prompt_name').fill(NAME);
    await editor.getByLabel('Template').fill(TEMPLATE);
    await page.getByTestId('prompt-variable-inputs').getByLabel('name').fill('Ada');

    // Testing without a user input is refused, saying what is missing.
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Fill in the user input.').waitFor(TIMEOUT);

    await page.getByLabel('User input').fill('greet please');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByTestId('prompt-answer').getByText('Echo: greet please').waitFor(TIMEOUT);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/construct\/prompt\/?(\?|$)/, TIMEOUT);
    await page.getByText('My prompts', { exact: true }).first().click();
    await page.getByTestId('prompt-list').getByText(NAME).first().waitFor(TIMEOUT);
    expect(await visibleToOtherUser()).toEqual([]);

    await open('/chat?isFirst=admin');
    await page.getByRole('button', { name: 'Use a prompt' }).click();
    await page
      .getByTestId('prompt-picker')
      .getByRole('button', { name: `Use “${NAME}”` })
      .click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Your question' }).first().inputValue(), TIMEOUT)
      .toBe(TEMPLATE);

    await open('/construct/prompt?isFirst=admin');
    await page.getByText('My prompts', { exact: true }).first().click();
    await page.getByRole('link', { name: `Edit “${NAME}”` }).click();
    await page.locator('#prompt_name').waitFor(TIMEOUT);
    await expect.poll(() => page.locator('#prompt_name').inputValue(), TIMEOUT).toBe(NAME);
    await page.getByTestId('prompt-editor').getByText('Public', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/construct\/prompt\/?(\?|$)/, TIMEOUT);
    await expect.poll(visibleToOtherUser, TIMEOUT).toEqual([NAME]);
    expect(errors).toEqual([]);
  });

  it('shows a shared prompt to another user under Public', async () => {
    const { page, open } = await openSession({ seedStorage: { __db_gpt_uinfo_key: OTHER_USER } });
    await open('/construct/prompt?isFirst=admin');
    await page.getByText('Public', { exact: true }).first().click();
    await page.getByTestId('prompt-list').getByText(NAME).first().waitFor(TIMEOUT);
    // Another user's prompt offers no edit or delete.
    expect(await page.getByRole('button', { name: `Delete “${NAME}”` }).count()).toBe(0);
  });
});
