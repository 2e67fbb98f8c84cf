import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptFixture } from '../support/dbgpt-fixtures';

function Page() {
  return <p>page content</p>;
}

/** DB-GPT 0.8.1 has no admin list: its static 404 page answers `GET /api/v1/users?role=admin`. Counts the asks. */
function serveDbgptUsers404() {
  const { response } = dbgptFixture('users-admin-404');
  let calls = 0;
  server.use(
    http.get('*/api/v1/users', () => {
      calls += 1;
      return new HttpResponse(response.body as string, {
        status: response.status,
        headers: { 'Content-Type': response.contentType },
      });
    }),
    http.get('*/api/v1/model/types', () =>
      HttpResponse.json({ success: true, err_code: null, err_msg: null, data: ['gpt-4o'] }),
    ),
  );
  return () => calls;
}

describe.each(['en', 'zh'] as const)('the shell against DB-GPT 0.8.1 (%s)', (language) => {
  it('asks for the admin list once for several page visits, and says nothing about its 404', async () => {
    const calls = serveDbgptUsers404();
    for (const pathname of ['/chat', '/construct/app', '/construct/prompt', '/evaluation']) {
      const visit = await renderApp(<Page />, { pathname, language });
      await waitFor(() => expect(calls()).toBe(1));
      expect(screen.getByText('page content')).toBeInTheDocument();
      visit.unmount();
    }
    // One more page after every answer is in: still no second ask.
    await renderApp(<Page />, { pathname: '/chat', language });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(1);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
