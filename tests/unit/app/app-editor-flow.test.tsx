import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppEditorPage from '@/components/app/editor/app-editor-page';
import type { FlowPanel } from '@/contract/flow/panel';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app } from './app-fixtures';

const flow = (uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel => ({
  uid,
  label,
  name: label.toLowerCase().replaceAll(' ', '_'),
  dag_id: uid,
  state: 'deployed',
  flow_category: 'chat_flow',
  ...extra,
});

const FLOW_APP = app('w1', 'Returns desk', {
  team_mode: 'awel_layout',
  team_context: { dag_id: 'f1', uid: 'f1', name: 'returns_chat', label: 'Returns chat' },
});

function serve(flows: FlowPanel[]) {
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/app/info', () => ok(FLOW_APP)),
    http.get('*/api/v2/serve/awel/flows', () =>
      ok({ items: flows, total_count: flows.length, total_pages: 1, page: 1, page_size: 100 }),
    ),
  );
}

const renderEditor = (language: 'en' | 'zh') =>
  renderApp(<AppEditorPage />, {
    pathname: '/construct/app/extra',
    query: { isFirst: 'admin', app_code: 'w1' },
    language,
  });

describe('The workflow of an AWEL flow app in the editor', () => {
  it('offers the deployed chat flows only', async () => {
    serve([
      flow('f1', 'Returns chat'),
      flow('f2', 'Sales chat'),
      flow('f3', 'Draft chat', { state: 'developing' }),
      flow('f4', 'Nightly job', { flow_category: 'common' }),
    ]);
    const user = userEvent.setup();
    await renderEditor('en');
    await user.click(await screen.findByRole('combobox', { name: 'Flow' }));
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent),
      ).toEqual(['Returns chat', 'Sales chat']),
    );
  }, 15_000);

  it('says how to make one when none is deployed (zh)', async () => {
    serve([flow('f3', 'Draft chat', { state: 'developing' })]);
    await renderEditor('zh');
    const hint = await screen.findByTestId('no-chat-flows');
    expect(hint).toHaveTextContent('AWEL 工作流应用运行一个已部署的对话工作流。');
    expect(screen.getByRole('link', { name: '去工作流页面搭建一个' })).toHaveAttribute(
      'href',
      '/construct/flow',
    );
  }, 15_000);
});
