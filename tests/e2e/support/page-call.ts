import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A JSON `POST` from the page, with its session cookie; answers the envelope's data or throws its message. */
export async function callFrom<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return {
        status: response.status,
        body: (await response.json()) as { success: boolean; data: unknown },
      };
    },
    [path, body] as const,
  );
  if (!answer.body.success)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/** A knowledge space with one text document, made from the page and synced until its document is ready. */
export async function seedSyncedSpace(
  page: Page,
  space: { name: string; desc: string },
  document: { name: string; content: string },
  timeout = { timeout: 20_000 },
): Promise<void> {
  await callFrom(page, '/knowledge/space/add', {
    name: space.name,
    vector_type: 'VectorStore',
    desc: space.desc,
  });
  const docId = await callFrom<number>(page, `/knowledge/${space.name}/document/add`, {
    doc_name: document.name,
    doc_type: 'TEXT',
    content: document.content,
  });
  await callFrom(page, `/knowledge/${space.name}/document/sync`, { doc_ids: [docId] });
  await expect
    .poll(async () => {
      const list = await callFrom<{ data: { status: string }[] }>(
        page,
        `/knowledge/${space.name}/document/list`,
        {},
      );
      return list.data.map((each) => each.status);
    }, timeout)
    .toEqual(['FINISHED']);
}
