import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { choose, connect, dragFromPalette, edges, NODE, TIMEOUT } from './support/flow-canvas';

const openSession = setupBrowser();

const FLOW = { title: 'Story flow', name: 'story_flow', description: 'Trigger, prompt, model and output' };
const TEMPLATE = 'Question: {question}';
const QUESTION = 'What can this flow do?';
// The fake model echoes the prompt it is sent: the prompt template's text, filled with the question.
const ANSWER = `Echo: Question: ${QUESTION}`;

/** The uid the canvas's address carries once the flow is saved; the next test chats with it. */
let savedUid = '';

describe('an AWEL flow from the canvas to the chat', () => {
  it('is built by dragging and connecting, refuses a wrong connection, debug-runs, and is saved deployed', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow/canvas?isFirst=admin');
    await dragFromPalette(page, 'Chat trigger', { x: 20, y: 20 });
    await dragFromPalette(page, 'Prompt template', { x: 400, y: 20 });
    await dragFromPalette(page, 'LLM', { x: 20, y: 320 });
    await dragFromPalette(page, 'Streaming output', { x: 400, y: 420 });

    // A request is not a model request: the trigger cannot feed the model directly.
    await connect(page, NODE.trigger, NODE.llm);
    await page.getByText('Nodes cannot be connected').waitFor(TIMEOUT);
    expect(await edges(page).count()).toBe(0);

    await connect(page, NODE.trigger, NODE.prompt);
    await connect(page, NODE.prompt, NODE.llm);
    await connect(page, NODE.llm, NODE.output);
    await expect.poll(() => edges(page).count(), TIMEOUT).toBe(3);

    const prompt = page.getByRole('article', { name: 'Prompt template' });
    await prompt.getByRole('textbox', { name: 'Template' }).fill(TEMPLATE);
    const llm = page.getByRole('article', { name: 'LLM', exact: true });
    await choose(page, llm.getByRole('combobox', { name: 'Model' }), 'fake-model');

    await page.getByRole('button', { name: 'Debug run' }).click();
    const panel = page.getByTestId('flow-debug-panel');
    await panel.getByRole('textbox', { name: 'Test input' }).fill(QUESTION);
    await panel.getByRole('combobox', { name: 'Model' }).selectOption('fake-model');
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await panel.getByText('The run finished.').waitFor(TIMEOUT);
    expect(await panel.getByTestId('debug-answer').textContent()).toBe(ANSWER);
    const runs = panel.getByTestId('debug-node');
    expect(await runs.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
    // Each node shows what it produced: the filled prompt, then the model's answer.
    await panel.getByText('Details of Prompt template').click();
    await panel.getByText(`Question: ${QUESTION}`).first().waitFor(TIMEOUT);
    await panel.getByText('Details of LLM', { exact: true }).click();
    const llmRun = runs.filter({ has: page.getByText('Details of LLM', { exact: true }) });
    expect(await llmRun.textContent()).toContain(ANSWER);
    await panel.getByRole('button', { name: 'Close the debug run' }).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the flow' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(FLOW.title);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('story flow');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(FLOW.description);
    await dialog.getByRole('checkbox', { name: 'Deploy' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Use only letters, digits, “_” and “-”').waitFor(TIMEOUT);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(FLOW.name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Flow saved').waitFor(TIMEOUT);
    await page.waitForURL(/[?&]id=/, TIMEOUT);
    savedUid = new URL(page.url()).searchParams.get('id') ?? '';
    await page.getByRole('heading', { name: FLOW.title }).waitFor(TIMEOUT);
    expect(await page.getByTestId('unsaved').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is listed deployed as a chat flow, and its Chat answers through the flow', async () => {
    expect(savedUid).not.toBe('');
    const { page, open, errors } = await openSession();
    await open('/construct/flow?isFirst=admin');
    const card = page.getByTestId('flow-card').filter({ hasText: FLOW.name });
    await card.waitFor(TIMEOUT);
    expect(await card.getByTestId('flow-state').getAttribute('data-state')).toBe('deployed');
    await card.getByText('Chat flow').waitFor(TIMEOUT);
    await card.getByRole('link', { name: 'Chat' }).click();

    await page.getByTestId('flow-chat-header').getByRole('heading', { name: FLOW.title }).waitFor(TIMEOUT);
    expect(new URL(page.url()).searchParams.get('select_param')).toBe(savedUid);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.fill(QUESTION);
    await input.press('Enter');
    await page
      .getByTestId('chat-messages')
      .getByRole('article', { name: 'Answer' })
      .getByText(ANSWER)
      .waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });

  it('is exported as a JSON file, deleted after confirming, and imported back from the file', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow?isFirst=admin');
    const card = page.getByTestId('flow-card').filter({ hasText: FLOW.name });
    const menu = card.getByRole('button', { name: `Actions for ${FLOW.title}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const exporting = page.getByRole('dialog', { name: `Export “${FLOW.title}”` });
    const [download] = await Promise.all([
      page.waitForEvent('download', TIMEOUT),
      exporting.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${FLOW.name}.json`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flow-export-')), download.suggestedFilename());
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      flow: { name: string; flow_data: { nodes: unknown[]; edges: unknown[] } };
    };
    expect(exported.flow.name).toBe(FLOW.name);
    expect([exported.flow.flow_data.nodes.length, exported.flow.flow_data.edges.length]).toEqual([4, 3]);
    // The footer's Close (the corner's × has the same name and no text).
    await exporting.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await exporting.waitFor({ state: 'detached', ...TIMEOUT });

    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${FLOW.title}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`“${FLOW.title}” deleted`).waitFor(TIMEOUT);
    await card.waitFor({ state: 'detached', ...TIMEOUT });

    await page.getByRole('button', { name: 'Import…' }).click();
    const importing = page.getByRole('dialog', { name: 'Import a flow' });
    await importing.locator('input[type="file"]').setInputFiles(file);
    await importing.getByText('The server found no problem in this flow.').waitFor(TIMEOUT);
    await importing.getByRole('button', { name: 'Save as a new flow' }).click();
    // Saved on import, it opens in the canvas under a new id, with nothing left unsaved.
    await page.waitForURL(/\/construct\/flow\/canvas\/?\?id=/, TIMEOUT);
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(savedUid);
    await page.getByRole('heading', { name: FLOW.title }).waitFor(TIMEOUT);
    await page.getByText(`“${FLOW.title}” imported and saved`).waitFor(TIMEOUT);
    expect(new URL(page.url()).searchParams.get('imported')).toBeNull();
    await page.getByRole('article', { name: 'Prompt template' }).waitFor(TIMEOUT);
    expect(await edges(page).count()).toBe(3);
    expect(await page.getByTestId('unsaved').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the flows' }).click();
    await card.waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });

  it('starts a new flow from a template, unsaved, and saves it under its own name', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow?isFirst=admin');
    await page.getByRole('button', { name: 'From a template…' }).click();
    const gallery = page.getByRole('dialog', { name: 'Start from a template' });
    await gallery
      .getByRole('listitem', { name: 'Simple chat' })
      .getByRole('button', { name: 'Use this template' })
      .click();
    await page.waitForURL(/\/construct\/flow\/canvas\/?\?draft=/, TIMEOUT);
    await page.getByRole('heading', { name: 'Simple chat' }).waitFor(TIMEOUT);
    await expect.poll(() => page.getByTestId('flow-node').count(), TIMEOUT).toBe(5);
    await page.getByTestId('unsaved').waitFor(TIMEOUT);
    // Fitted around the graph, yet at a zoom where the nodes can be read.
    const zoom = await page
      .locator('.react-flow__viewport')
      .evaluate((viewport) => new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a);
    expect(zoom).toBeGreaterThanOrEqual(0.6);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the flow' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('my_simple_chat');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Flow saved').waitFor(TIMEOUT);
    await page.waitForURL(/[?&]id=/, TIMEOUT);
    await page.getByTestId('unsaved').waitFor({ state: 'detached', ...TIMEOUT });
    expect(errors).toEqual([]);
  });
});
