import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 30_000 };
const SPACE = 'e2e_handbook';

const GUIDE_MD = [
  '# Handbook',
  '',
  '## Returns',
  '',
  'Customers may return any unopened item within thirty days of delivery for a full refund.',
  '',
  '## 配送',
  '',
  '标准配送通常需要三到五个工作日，偏远地区可能需要更长时间。',
  '',
].join('\n');

const PDF_HTML = `<!doctype html><html><body>
<h1>Warranty terms</h1>
<p>The espresso machine carries a two year warranty covering the pump and the boiler.</p>
</body></html>`;

/** A PDF made by the browser itself, as a user's printed page would be. */
async function printedPdf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(PDF_HTML);
    return await page.pdf({ format: 'A4' });
  } finally {
    await page.close();
  }
}

async function recall(page: Page, question: string) {
  const input = page.getByLabel('Test question');
  await input.fill(question);
  await input.press('Enter');
  return page.getByTestId('recall-results');
}

describe('knowledge', () => {
  let pdfBrowser: Browser;
  let pdf: Buffer;
  beforeAll(async () => {
    pdfBrowser = await launchChromium();
    pdf = await printedPdf(pdfBrowser);
  });
  afterAll(async () => {
    await pdfBrowser?.close();
  });

  it('builds a space from a markdown file and a PDF, retrieves in English and Chinese, and answers with references', async () => {
    const { page, open, context, errors } = await openSession();
    await open('/construct/knowledge?isFirst=admin');

    // 1. Create the space.
    await page.getByRole('button', { name: 'Create space' }).first().click();
    const wizard = page.getByTestId('knowledge-wizard');
    await wizard.getByLabel('Space name').fill(SPACE);
    await wizard.getByLabel('Description').fill('Returns, delivery and warranty');
    await wizard.getByTestId('create-space-submit').click();

    // 2. Upload two files at once; each gets its own row and finishes.
    await wizard.getByTestId('source-step').waitFor(TIMEOUT);
    await wizard.locator('input[type="file"]').setInputFiles([
      { name: 'handbook.md', mimeType: 'text/markdown', buffer: Buffer.from(GUIDE_MD) },
      { name: 'warranty.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await expect
      .poll(() => wizard.locator('[data-testid="upload-row"][data-status="done"]').count(), TIMEOUT)
      .toBe(2);

    // 3. Automatic chunking, 4. sync with live status.
    await page.getByTestId('wizard-next').click();
    await wizard.getByTestId('strategy-step').waitFor(TIMEOUT);
    await page.getByTestId('wizard-sync').click();
    await wizard.getByText('Every document is synced.').waitFor(TIMEOUT);
    await page.getByRole('button', { name: 'Done' }).click();

    // The space's documents and their chunks.
    await open(`/construct/knowledge/detail?spaceName=${SPACE}&isFirst=admin`);
    const guideRow = page.getByTestId('document-row').filter({ hasText: 'handbook.md' });
    await guideRow.getByText('Synced', { exact: true }).waitFor(TIMEOUT);
    await guideRow.getByRole('link', { name: 'View the chunks of handbook.md' }).click();
    await page.getByTestId('chunk-card').filter({ hasText: 'thirty days' }).first().waitFor(TIMEOUT);

    // Recall test: the right chunk for an English and for a Chinese question.
    await open(`/construct/knowledge/recall?spaceName=${SPACE}&isFirst=admin`);
    let results = await recall(page, 'How long is the warranty on the pump?');
    await expect
      .poll(() => results.locator('li').first().textContent(), TIMEOUT)
      .toContain('two year warranty');
    results = await recall(page, '配送需要几天？');
    await expect.poll(() => results.locator('li').first().textContent(), TIMEOUT).toContain('工作日');

    // Chat with the space: the answer carries references, and one opens its chunk.
    await open(`/chat?scene=chat_knowledge&select_param=${SPACE}&isFirst=admin`);
    const question = page.getByRole('textbox', { name: 'Your question' }).first();
    await question.fill('Can I return an unopened item?');
    await question.press('Enter');
    const references = page.getByTestId('message-references');
    await references.waitFor(TIMEOUT);
    await references.locator('summary').click();
    const [chunkPage] = await Promise.all([
      context.waitForEvent('page'),
      references.getByRole('link').filter({ hasText: /Chunk/ }).first().click(),
    ]);
    await chunkPage.getByText('Referenced').waitFor(TIMEOUT);
    await chunkPage.getByTestId('chunk-card').filter({ hasText: 'thirty days' }).first().waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });
});
