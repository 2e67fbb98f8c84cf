import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { dbgptFixture } from '../support/dbgpt-fixtures';
import { ok, renderEvaluation } from './evaluation-fixtures';

/**
 * DB-GPT 0.8.1 has neither the admin list nor `/api/v1/evaluate/*`: its static 404 page answers both (the same
 * page for every missing route, recorded for the users route).
 */
function serveDbgptWithoutEvaluation() {
  const { response } = dbgptFixture('users-admin-404');
  const notFound = () =>
    new HttpResponse(response.body as string, {
      status: response.status,
      headers: { 'Content-Type': response.contentType },
    });
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/users', notFound),
    http.all('*/api/v1/evaluate/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return notFound();
    }),
  );
  return asked;
}

describe.each([
  { language: 'en', title: 'This server has no evaluation', denied: 'No permission' },
  { language: 'zh', title: '此服务器没有评测功能', denied: '没有权限' },
] as const)('the evaluation screen against DB-GPT 0.8.1 ($language)', ({ language, title, denied }) => {
  it('says the server has no evaluation, calmly, instead of "no permission"', async () => {
    const asked = serveDbgptWithoutEvaluation();
    renderEvaluation(null, language);
    expect(await screen.findByTestId('evaluation-unavailable')).toHaveTextContent(title);
    expect(screen.queryByText(denied)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/v1/evaluate/datasets']);
  });
});

describe('the evaluation screen on a server without an admin list but with evaluation', () => {
  it('opens, since nobody there is an administrator to keep it for', async () => {
    const { response } = dbgptFixture('users-admin-404');
    server.use(
      http.get(
        '*/api/v1/users',
        () =>
          new HttpResponse(response.body as string, {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
      http.get('*/api/v1/evaluate/datasets', () =>
        ok({ items: [], total_count: 0, total_pages: 1, page: 1, page_size: 20 }),
      ),
      http.get('*/api/v1/evaluate/evaluations', () =>
        ok({ items: [], total_count: 0, total_pages: 1, page: 1, page_size: 20 }),
      ),
    );
    renderEvaluation(null);
    expect(await screen.findByRole('radiogroup', { name: 'Evaluation sections' })).toBeInTheDocument();
  });
});
