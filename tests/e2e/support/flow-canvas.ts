import type { Locator, Page } from 'playwright-core';

/** What the end-to-end flow stories do on the canvas, with the server's own node catalogue. */

/** Node ids of the server catalogue (server/flows/node-metadata.ts), as the canvas numbers them. */
export const NODE = {
  trigger: 'operator_http_trigger___$$___trigger___$$___v1_0',
  prompt: 'operator_prompt_template___$$___conversion___$$___v1_0',
  llm: 'operator_llm___$$___llm___$$___v1_0',
  output: 'operator_streaming_output___$$___sender___$$___v1_0',
} as const;

export const TIMEOUT = { timeout: 20_000 };

export const palette = (page: Page) => page.getByRole('complementary', { name: 'Add node' });

/** Finds a node in the palette by searching, and drops it where `at` says on the canvas. */
export async function dragFromPalette(page: Page, label: string, at: { x: number; y: number }) {
  const search = palette(page).getByRole('textbox', { name: 'Search nodes' });
  await search.fill(label);
  await palette(page)
    .getByRole('button', { name: `Add ${label} to the canvas`, exact: true })
    .dragTo(page.getByTestId('flow-canvas'), { targetPosition: at });
  await page.getByRole('article', { name: label, exact: true }).waitFor(TIMEOUT);
}

const handle = (page: Page, nodeId: string, kind: 'inputs' | 'outputs') =>
  page.locator(`.react-flow__handle[data-handleid="${nodeId}|${kind}|0"]`);

/** Drags from a node's first output to another node's first input. */
export function connect(page: Page, from: string, to: string): Promise<void> {
  return handle(page, from, 'outputs').dragTo(handle(page, to, 'inputs'));
}

export const edges = (page: Page): Locator => page.locator('.react-flow__edge');

/** Picks a choice of an antd select (a node parameter's widget). */
export async function choose(page: Page, select: Locator, choice: string) {
  await select.click();
  await page.locator('.ant-select-item-option', { hasText: choice }).click();
}
