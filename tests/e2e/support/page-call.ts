import type { Page } from 'playwright-core';

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
