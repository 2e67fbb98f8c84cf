import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RecallPage from '@/components/knowledge/recall/recall-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptFixture } from '../support/dbgpt-fixtures';
import { ok, serveShell, SPACE } from './fixtures';

/** DB-GPT 0.8.1 has no recommended questions for a space: its static 404 page answers. */
function serveDbgptQuestions404() {
  const { request, response } = dbgptFixture('recommend-questions-404');
  let calls = 0;
  server.use(
    http.get(`*/knowledge/${SPACE}/recall_retrievers`, () => ok(['bm25', 'embedding'])),
    http.get(`*${request.path}`, () => {
      calls += 1;
      return new HttpResponse(response.body as string, {
        status: response.status,
        headers: { 'Content-Type': response.contentType },
      });
    }),
  );
  return () => calls;
}

describe.each([
  { language: 'en', question: 'Test question', errorTitle: 'Request error' },
  { language: 'zh', question: '测试问题', errorTitle: '请求错误' },
] as const)('recall test page against DB-GPT 0.8.1 ($language)', ({ language, question, errorTitle }) => {
  it('treats the HTML 404 for recommended questions as "none", without a notification', async () => {
    serveShell();
    const questionCalls = serveDbgptQuestions404();
    await renderApp(<RecallPage />, {
      pathname: '/construct/knowledge/recall',
      query: { isFirst: 'admin', spaceName: SPACE },
      language,
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'bm25' })).toBeChecked());
    await waitFor(() => expect(questionCalls()).toBe(1));
    // A notification would show as soon as the answer is settled; give it time to appear.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByText(errorTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: question })).toBeEnabled();
  });
});
