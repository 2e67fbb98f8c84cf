import type { Locator, Page } from 'playwright-core';

/**
 * Makes every matching request answer with a failed envelope (HTTP 200, success false),
 * the way the DB-GPT server reports an error. `urlPattern` is a Playwright glob, e.g. '**\/api/v1/chat/dialogue/list*'.
 */
export async function answerWithFailure(
  page: Page,
  urlPattern: string,
  errMsg: string,
  errCode = 'E0001',
): Promise<void> {
  await page.route(urlPattern, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, err_code: errCode, err_msg: errMsg, data: null }),
    }),
  );
}

/** An antd notification whose text contains `text` (e.g. the 'Request error' title). */
export function notification(page: Page, text: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}
