import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AgentQueryRequest } from '@/contract/plugin';
import { server } from '../msw-server';
import { dbgptFixture } from '../support/dbgpt-fixtures';
import { renderPlugins, servePlugins } from './plugin-fixtures';

/** DB-GPT 0.8.1's plugin market: 400 for `filter: null`, success with the filter omitted or `{}`. */
function serveDbgptMarket() {
  const refused = dbgptFixture('agent-query-filter-null').response;
  const answered = dbgptFixture('agent-query').response;
  const bodies: AgentQueryRequest[] = [];
  servePlugins();
  server.use(
    http.post('*/api/v1/agent/query', async ({ request }) => {
      const body = (await request.json()) as AgentQueryRequest;
      bodies.push(body);
      return body.filter === null
        ? HttpResponse.json(refused.body as object, { status: refused.status })
        : HttpResponse.json(answered.body as object, { status: answered.status });
    }),
  );
  return bodies;
}

describe('/construct/plugins in front of DB-GPT 0.8.1', { timeout: 20_000 }, () => {
  it('asks the market without a null filter and shows its empty market', async () => {
    const bodies = serveDbgptMarket();
    await renderPlugins();
    expect(await screen.findByText('The market has no plugins')).toBeInTheDocument();
    expect(screen.queryByText('The plugins could not be loaded')).toBeNull();
    expect(screen.queryByText(/valid dictionary/)).toBeNull();
    expect(bodies).toEqual([{ page_index: 1, page_size: 20 }]);
  });

  it('does the same in Chinese', async () => {
    serveDbgptMarket();
    await renderPlugins('zh');
    expect(await screen.findByText('插件市场中没有插件')).toBeInTheDocument();
    expect(screen.queryByText('无法加载插件')).toBeNull();
  });
});
