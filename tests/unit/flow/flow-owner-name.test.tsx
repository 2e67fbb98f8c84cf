import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import type { FlowPanel } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';

function flow(uid: string, label: string, extra: Partial<FlowPanel>): FlowPanel {
  return {
    uid,
    label,
    name: label.toLowerCase().replaceAll(' ', '_'),
    flow_category: 'chat_flow',
    flow_data: { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
    description: `${label} flow`,
    state: 'running',
    define_type: 'json',
    editable: true,
    dag_id: `flow_dag_${uid}`,
    gmt_created: serveTime(120),
    gmt_modified: serveTime(10),
    ...extra,
  };
}

/** On a sign-in server `user_name` is the account's id; the server adds the account's name beside it. */
const FLOWS = [
  flow('f1', 'Bob chat', { user_name: '6f1c2a9e-bob', owner_name: 'Bob Stone' }),
  flow('f2', 'Carol chat', { user_name: 'carol' }),
];

const OWNER = { en: 'Owner: ', zh: '所有者：' } as const;

describe.each(['en', 'zh'] as const)('flow owners (%s)', (language) => {
  it('are shown by name where the server gives one, by id otherwise', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v2/serve/awel/flows', () =>
        ok({ items: FLOWS, total_count: 2, total_pages: 1, page: 1, page_size: 20 }),
      ),
    );
    await renderApp(<FlowListPage />, { pathname: '/construct/flow', language });

    const bobs = await screen.findByRole('article', { name: 'Bob chat' });
    expect(within(bobs).getByText(`${OWNER[language]}Bob Stone`)).toBeInTheDocument();
    expect(within(bobs).queryByText(/6f1c2a9e/)).toBeNull();
    const carols = screen.getByRole('article', { name: 'Carol chat' });
    expect(within(carols).getByText(`${OWNER[language]}carol`)).toBeInTheDocument();
  });
});
