import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import FlowListPage from '@/components/flow/flow-list-page';
import type { FlowPanel } from '@/contract/flow';
import { cumulative, ok, openStream, serveChatScreen, serveCompletions } from '../chat/conversation-fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { savedDebugFlow } from './debug-flow-fixture';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

const chatFlow = (uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel => ({
  ...savedDebugFlow(),
  uid,
  label,
  name: label.toLowerCase().replaceAll(' ', '_'),
  ...extra,
});

function serveFlowList(flows: FlowPanel[]) {
  server.use(
    ...startupHandlers(),
    http.get('*/api/v2/serve/awel/flows', () =>
      ok({ items: flows, total_count: flows.length, total_pages: 1, page: 1, page_size: 20 }),
    ),
  );
}

function serveFlow(flow: FlowPanel | null) {
  server.use(
    http.get('*/api/v2/serve/awel/flows/:uid', () => (flow ? ok(flow) : ok(null))),
    http.post('*/api/v1/chat/dialogue/new', () =>
      ok({ conv_uid: 'flow-conv-1', chat_mode: 'chat_flow', user_input: '' }),
    ),
  );
}

const renderFlowChat = (query: Record<string, string>) =>
  renderApp(<ChatPage />, {
    pathname: '/chat',
    query: { isFirst: 'admin', scene: 'chat_flow', select_param: 'flow-1', ...query },
  });

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(screen.getByRole('textbox', { name: 'Your question' }), question);
  await user.keyboard('{Enter}');
}

describe('chat with a chat flow', () => {
  beforeEach(() => resetChatParams());

  it('offers Chat on a deployed chat flow’s card only', async () => {
    serveFlowList([
      chatFlow('f-live', 'Live bot'),
      chatFlow('f-draft', 'Draft bot', { state: 'developing' }),
      chatFlow('f-common', 'Report job', { flow_category: 'common' }),
    ]);
    await renderApp(<FlowListPage />, { pathname: '/construct/flow' });
    const live = await screen.findByRole('article', { name: 'Live bot' });
    expect(within(live).getByRole('link', { name: /Chat/ })).toHaveAttribute(
      'href',
      '/chat?scene=chat_flow&select_param=f-live',
    );
    expect(
      within(screen.getByRole('article', { name: 'Draft bot' })).queryByRole('link', { name: /Chat/ }),
    ).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Report job' })).queryByRole('link', { name: /Chat/ }),
    ).toBeNull();
  });

  it('names the flow above the chat and streams its answer, newlines escaped in the frames', async () => {
    serveChatScreen();
    serveFlow(savedDebugFlow());
    const stream = openStream();
    const bodies = serveCompletions(() => stream.body);
    const user = userEvent.setup();
    const { router } = await renderFlowChat({});

    const header = await screen.findByRole('region', { name: 'Chat with the flow' });
    expect(await within(header).findByRole('heading', { name: 'Answer bot' })).toBeInTheDocument();
    expect(within(header).queryByRole('alert')).toBeNull();

    await ask(user, 'What is 6×7?');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      conv_uid: 'flow-conv-1',
      chat_mode: 'chat_flow',
      select_param: 'flow-1',
      user_input: 'What is 6×7?',
    });
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { id: 'flow-conv-1', scene: 'chat_flow', select_param: 'flow-1' } },
      undefined,
      { shallow: true },
    );
    // S.5: whole text so far, every newline sent as the two characters backslash and n.
    stream.send(cumulative('It is'));
    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText('It is')).toBeInTheDocument();
    stream.send(cumulative('It is\\n\\n**42**.'));
    stream.close();
    expect(await within(answer).findByText('42')).toBeInTheDocument();
    expect(answer.textContent).not.toContain('\\n');
    expect(answer.querySelector('strong')).toHaveTextContent('42');
  });

  it('tells a flow failure in the answer, and that an undeployed flow must be deployed first', async () => {
    serveChatScreen();
    serveFlow({ ...savedDebugFlow(), state: 'developing' });
    serveCompletions(() => {
      const stream = openStream();
      stream.send(cumulative('[SERVER_ERROR]Flow answer_bot is not deployed'));
      stream.close();
      return stream.body;
    });
    const user = userEvent.setup();
    await renderFlowChat({ id: 'flow-conv-1' });
    const header = await screen.findByRole('region', { name: 'Chat with the flow' });
    expect(await within(header).findByRole('alert')).toHaveTextContent(
      'This flow is not deployed: deploy it on its canvas before chatting with it.',
    );
    await ask(user, 'Hello?');
    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByRole('alert')).toHaveTextContent('Flow answer_bot is not deployed');
  });

  it('speaks Chinese, also when the flow is gone', async () => {
    serveChatScreen();
    serveFlow(null);
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_flow', select_param: 'gone-1' },
      language: 'zh',
    });
    const header = await screen.findByRole('region', { name: '与工作流对话' });
    expect(await within(header).findByRole('alert')).toHaveTextContent(
      '找不到这个工作流，它可能已被删除。问题仍会发给 gone-1。',
    );
  });
});
