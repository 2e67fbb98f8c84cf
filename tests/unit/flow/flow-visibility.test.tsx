import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import type { FlowPanel } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';
import { connect, handle, renderCanvas, serveCanvas } from './canvas-harness';
import { LLM_OPERATOR, REQUEST_BUILDER } from './node-fixtures';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

/** The caller of these tests: without sign-in, DB-GPT's default user. */
const ME = '001';

function flow(uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel {
  return {
    uid,
    label,
    name: label.toLowerCase().replaceAll(' ', '_'),
    flow_category: 'chat_flow',
    flow_data: { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
    description: `${label} flow`,
    state: 'deployed',
    define_type: 'json',
    editable: true,
    user_name: ME,
    gmt_created: serveTime(120),
    gmt_modified: serveTime(10),
    ...extra,
  };
}

describe('flow visibility', { timeout: 20_000 }, () => {
  it('saves a new flow private unless the user shares it with everyone', async () => {
    const bodies = serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Request builder to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add LLM operator to the canvas' }));
    const builder = screen.getByRole('article', { name: 'Request builder' });
    await user.type(within(builder).getByRole('textbox', { name: 'Model' }), 'gpt-4o');
    connect(handle(`${REQUEST_BUILDER.id}_0`, 'outputs', 0), handle(`${LLM_OPERATOR.id}_0`, 'inputs', 0));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    expect(
      within(dialog).getByText('Only you and administrators see and run this flow.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Title/), 'Ask the model');
    await user.type(within(dialog).getByLabelText(/Name/), 'ask_model');
    await user.type(within(dialog).getByLabelText(/Description/), 'Builds a request and asks');
    await user.click(within(dialog).getByText('Shared with everyone'));
    expect(
      within(dialog).getByText(
        'Everyone signed in may open, copy and run it; only you and administrators change it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      method: 'POST',
      body: { name: 'ask_model', visibility: 'public' },
    });
  });

  it('keeps a saved flow’s visibility when it is saved back', async () => {
    const node = {
      id: `${LLM_OPERATOR.id}_0`,
      width: 288,
      height: 200,
      position: { x: 10, y: 20, zoom: 1 },
      position_absolute: { x: 10, y: 20, zoom: 1 },
      type: 'customNode',
      data: LLM_OPERATOR,
    };
    const saved = flow('f1', 'Saved flow', {
      visibility: 'public',
      flow_category: 'common',
      flow_data: { nodes: [node], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
    });
    const bodies = serveCanvas(saved);
    const user = userEvent.setup();
    await renderCanvas({ id: 'f1' });
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ method: 'PUT', body: { uid: 'f1', visibility: 'public' } });
  });

  it('tags shared flows and names the owner only of flows that are not the user’s, in Chinese too', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v2/serve/awel/flows', () =>
        ok({
          items: [
            flow('f1', 'My draft', { visibility: 'private' }),
            flow('f2', 'Team report', { visibility: 'public', user_name: 'alice' }),
          ],
          total_count: 2,
          total_pages: 1,
          page: 1,
          page_size: 20,
        }),
      ),
    );
    await renderApp(<FlowListPage />, { pathname: '/construct/flow', language: 'zh' });
    const mine = await screen.findByRole('article', { name: 'My draft' });
    expect(within(mine).queryByText('已共享')).not.toBeInTheDocument();
    expect(within(mine).queryByText(new RegExp(ME))).not.toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Team report' });
    expect(within(theirs).getByText('已共享')).toBeInTheDocument();
    expect(within(theirs).getByText(/alice/)).toBeInTheDocument();
  });
});
