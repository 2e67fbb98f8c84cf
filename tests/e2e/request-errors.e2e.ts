import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { answerWithFailure, notification } from './support/api-faults';

const openSession = setupBrowser();
const LANGUAGE_KEY = '__db_gpt_lng_key';

describe('Explore and request errors', () => {
  it('shows the empty state when the server has no published application', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');
    await page.getByTestId('empty-state').waitFor();
    expect(
      await page.getByRole('heading', { name: 'No application has been published yet' }).isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByTestId('empty-state')
        .getByRole('link', { name: /Create app/ })
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the server message in an English "Request error" notification, and a retry', async () => {
    const { page, open } = await openSession();
    await answerWithFailure(page, '**/api/v1/app/list*', 'App store is offline');
    await open('/?isFirst=admin');
    const notice = notification(page, 'Request error');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('App store is offline');
    expect(await page.getByTestId('explore-error').getByRole('button', { name: 'Retry' }).isVisible()).toBe(
      true,
    );
  });

  it('titles the notification in Chinese for a Chinese user and falls back to the localised sentence', async () => {
    const { page, open } = await openSession({ seedStorage: { [LANGUAGE_KEY]: 'zh' } });
    await page.route('**/api/v1/app/list*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, err_code: 'E0003', err_msg: null, data: null }),
      }),
    );
    await open('/?isFirst=admin');
    const notice = notification(page, '请求错误');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('接口异常，请稍后再试');
    expect(await page.getByTestId('explore-error').getByRole('button', { name: '重试' }).isVisible()).toBe(
      true,
    );
  });

  it('retries after a failure and shows the list once the server answers', async () => {
    const { page, open } = await openSession();
    let calls = 0;
    await page.route('**/api/v1/app/list*', (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 502, body: '' });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          err_code: null,
          err_msg: null,
          data: {
            app_list: [
              { app_code: 'a1', app_name: 'Sales analyst', team_mode: 'auto_plan', team_context: null },
            ],
            total_count: 1,
            total_page: 1,
            current_page: 1,
          },
        }),
      });
    });
    await open('/?isFirst=admin');
    await page.getByTestId('explore-error').getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('app-card').waitFor();
    expect(await page.getByTestId('app-card').textContent()).toContain('Sales analyst');
  });
});
