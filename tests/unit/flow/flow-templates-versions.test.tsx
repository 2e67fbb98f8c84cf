import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import type { FlowPanel, FlowVersion } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { AWEL, renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';
import { findDialog, flowPanel, page } from './tools-fixtures';

beforeAll(stubReactFlowDom);

const unloadWarns = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('flow templates', { timeout: 20_000 }, () => {
  it('offers the server’s templates in the user’s language and opens the one chosen in the canvas, unsaved', async () => {
    const template = flowPanel('tpl-1', '知识库问答', { description: '检索知识库后回答问题' });
    const languages: (string | null)[] = [];
    server.use(
      ...startupHandlers(),
      http.get(`${AWEL}/flows`, () => ok(page([]))),
      http.get(`${AWEL}/flow/templates`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return ok(page([template, flowPanel('tpl-2', '简单对话', { flow_data: null })]));
      }),
    );
    const user = userEvent.setup();
    const { router, unmount } = await renderApp(<FlowListPage />, {
      pathname: '/construct/flow',
      language: 'zh',
    });
    await user.click(await screen.findByRole('button', { name: '从模板创建…' }));
    const gallery = await screen.findByRole('dialog', { name: '从模板开始' });
    const card = await within(gallery).findByRole('listitem', { name: '知识库问答' });
    expect(card).toHaveTextContent('检索知识库后回答问题');
    expect(card).toHaveTextContent('2 个节点');
    expect(within(gallery).getByRole('listitem', { name: '简单对话' })).toHaveTextContent('0 个节点');
    expect(languages[0]).toMatch(/^zh/);

    await user.click(within(card).getByRole('button', { name: '使用此模板' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const href = String(vi.mocked(router.push).mock.calls[0][0]);
    const draft = new URLSearchParams(href.split('?')[1]).get('draft') ?? '';
    unmount();

    const bodies = serveCanvas();
    await renderCanvas({ draft });
    expect(await screen.findByRole('heading', { name: '知识库问答' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
    expect(unloadWarns()).toBe(true);

    const builder = screen.getByRole('article', { name: 'Request builder' });
    await user.type(within(builder).getByRole('textbox', { name: 'Model' }), 'gpt-4o');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialog('Save the flow');
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('知识库问答');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'kb_chat');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ method: 'POST', body: { name: 'kb_chat', label: '知识库问答' } });
    expect(bodies[0].body.uid).toBeUndefined();
    expect(bodies[0].body.flow_data?.nodes).toHaveLength(2);
    await waitFor(() => expect(unloadWarns()).toBe(false));
  });

  it('says so when the draft named in the address is gone', async () => {
    serveCanvas();
    await renderCanvas({ draft: 'missing' });
    expect(
      await screen.findByText(
        'The unsaved flow is no longer here: open the template or import the file again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('flow versions', { timeout: 20_000 }, () => {
  it('lists the saved versions and restores one after confirming, then shows it on the canvas', async () => {
    const current = flowPanel('f1', 'Support bot', { state: 'running' });
    const older: FlowVersion = {
      version: 2,
      label: 'Support bot',
      description: 'Before the retriever',
      flow_category: 'common',
      saved_by: 'alice',
      gmt_created: '2026-11-20 09:30:00',
      flow_data: { nodes: [current.flow_data!.nodes[1]], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
    };
    const oldest: FlowVersion = { ...older, version: 1, description: null, saved_by: 'bob', flow_data: null };
    let stored: FlowPanel = current;
    const restores: string[] = [];
    serveCanvas();
    server.use(
      http.get(`${AWEL}/flows/:uid`, () => ok(stored)),
      http.get(`${AWEL}/flows/:uid/versions`, () => ok([oldest, older])),
      http.post(`${AWEL}/flows/:uid/versions/:id/restore`, ({ request }) => {
        restores.push(new URL(request.url).pathname);
        stored = { ...current, flow_data: older.flow_data };
        return ok(stored);
      }),
    );
    const user = userEvent.setup();
    await renderCanvas({ id: 'f1' });
    expect(await screen.findByRole('article', { name: 'Request builder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flow tools' }));
    await user.click(screen.getByRole('menuitem', { name: 'Versions' }));
    const drawer = await screen.findByTestId('flow-versions');
    const items = await within(drawer).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Version 2', 'Version 1']);
    expect(items[0]).toHaveTextContent('Nov 20, 2026, 09:30');
    expect(items[0]).toHaveTextContent('by alice');
    expect(items[0]).toHaveTextContent('Before the retriever');
    expect(items[0]).toHaveTextContent('1 node · 0 connections');
    expect(items[0]).toHaveTextContent('Nodes: LLM operator');
    expect(items[1]).toHaveTextContent('No description');

    await user.click(within(items[0]).getByRole('button', { name: 'Restore' }));
    const confirm = await findDialog('Restore version 2?');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restores).toEqual(['/api/v2/serve/awel/flows/f1/versions/2/restore']));
    expect(await screen.findByText('Version 2 restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Request builder' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
  });
});
