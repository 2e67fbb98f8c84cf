import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { ReferenceDocument } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import {
  cumulative,
  finishedStream,
  ok,
  openStream,
  serveChatScreen,
  serveCompletions,
} from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const SPACES = ['product_docs', '产品手册'];

function serveSpaces(names: string[] = SPACES) {
  const modes: string[] = [];
  server.use(
    http.post('*/api/v1/chat/mode/params/list', ({ request }) => {
      modes.push(new URL(request.url).searchParams.get('chat_mode') ?? '');
      return ok(names.map((param, index) => ({ param, type: 'space', space_id: index + 1 })));
    }),
  );
  return modes;
}

/** The element as the server appends it: the JSON attribute-escaped (contract/knowledge/references.ts). */
function referencesElement(documents: unknown): string {
  const escaped = JSON.stringify(documents)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return `<references title="References" references="${escaped}"></references>`;
}

const DOCUMENTS: ReferenceDocument[] = [
  {
    name: 'guide.md',
    chunks: [
      {
        id: 11,
        content: 'Install with "npm i" & run <start>.',
        recall_score: 0.91,
        document_id: 3,
        space_name: 'product_docs',
      },
      {
        id: 12,
        content: '退货政策：三十天内可退货。',
        recall_score: 0.5,
        document_id: 3,
        space_name: 'product_docs',
      },
    ],
  },
  { name: 'legacy.pdf', chunks: [{ id: 'x-9', content: 'A DB-GPT style reference', recall_score: 0.2 }] },
];

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const picker = () => screen.getByRole('combobox', { name: 'Knowledge space' });

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(input(), question);
  await user.keyboard('{Enter}');
}

function renderKnowledgeChat(query: Record<string, string>) {
  return renderApp(<ChatPage />, {
    pathname: '/chat',
    query: { isFirst: 'admin', scene: 'chat_knowledge', ...query },
  });
}

describe('chat with knowledge', () => {
  beforeEach(() => resetChatParams());

  it('lists the spaces and sends the chosen one as select_param with every question', async () => {
    serveChatScreen();
    const modes = serveSpaces();
    const bodies = serveCompletions(() => finishedStream('Done.'));
    const user = userEvent.setup();
    await renderKnowledgeChat({ id: 'c1' });

    // Nothing chosen in the address: the first space is taken.
    await waitFor(() => expect(picker()).toHaveValue('product_docs'));
    expect(modes).toEqual(['chat_knowledge']);
    await ask(user, 'How do I install it?');
    await screen.findByText('Done.');
    expect(bodies[0]).toMatchObject({ chat_mode: 'chat_knowledge', select_param: 'product_docs' });

    await user.selectOptions(picker(), '产品手册');
    await ask(user, '退货政策是什么？');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ chat_mode: 'chat_knowledge', select_param: '产品手册' });
  });

  it('preselects the space named in the address and keeps it in the new conversation', async () => {
    serveChatScreen();
    serveSpaces();
    server.use(
      http.post('*/api/v1/chat/dialogue/new', () =>
        ok({ conv_uid: 'k-1', chat_mode: 'chat_knowledge', user_input: '' }),
      ),
    );
    const bodies = serveCompletions(() => finishedStream('Thirty days.'));
    const user = userEvent.setup();
    const { router } = await renderKnowledgeChat({ select_param: '产品手册' });

    await waitFor(() => expect(picker()).toHaveValue('产品手册'));
    await ask(user, '退货政策是什么？');
    expect(await screen.findByText('Thirty days.')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { id: 'k-1', scene: 'chat_knowledge', select_param: '产品手册' } },
      undefined,
      { shallow: true },
    );
    expect(bodies[0]).toMatchObject({ conv_uid: 'k-1', select_param: '产品手册' });
  });

  it('shows the references under the answer, each chunk linking to its chunk page', async () => {
    serveChatScreen();
    serveSpaces();
    serveCompletions(() => finishedStream(`Run the installer.\n\n${referencesElement(DOCUMENTS)}`));
    const user = userEvent.setup();
    await renderKnowledgeChat({ id: 'c1', select_param: 'product_docs' });
    await ask(user, 'How do I install it?');

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText('Run the installer.')).toBeInTheDocument();
    expect(answer.textContent).not.toContain('<references');
    const references = await within(answer).findByTestId('message-references');
    await user.click(within(references).getByText('References (3)'));
    expect(within(references).getByText('guide.md')).toBeInTheDocument();
    expect(within(references).getByText('Install with "npm i" & run <start>.')).toBeInTheDocument();
    expect(within(references).getByText('score 0.910')).toBeInTheDocument();
    const link = within(references).getByRole('link', { name: /Chunk #11/ });
    // A new tab gets no copy of this tab's session, so the link carries it.
    expect(link).toHaveAttribute(
      'href',
      '/construct/knowledge/chunk?spaceName=product_docs&id=3&chunkId=11&isFirst=admin',
    );
    expect(link).toHaveAttribute('target', '_blank');
    // A DB-GPT reference does not say where its chunk lives: listed, not linked.
    expect(within(references).getByText('Chunk #x-9').closest('a')).toBeNull();
  });

  it('never shows a references element while it streams in', async () => {
    serveChatScreen();
    serveSpaces();
    const stream = openStream();
    serveCompletions(() => stream.body);
    const user = userEvent.setup();
    await renderKnowledgeChat({ id: 'c1', select_param: 'product_docs' });
    await ask(user, 'How?');

    const element = referencesElement(DOCUMENTS);
    stream.send(cumulative('Like this. <'));
    const answer = await screen.findByRole('article', { name: 'Answer' });
    await within(answer).findByText('Like this.');
    stream.send(cumulative(`Like this. ${element.slice(0, 40)}`));
    await waitFor(() => expect(answer.textContent).not.toContain('<ref'));
    stream.send(cumulative(`Like this. ${element}`));
    stream.close();
    expect(await within(answer).findByText('References (3)')).toBeInTheDocument();
    expect(answer.textContent).not.toContain('<ref');
  });

  it('keeps the answer and leaves out references it cannot read', async () => {
    serveChatScreen();
    serveSpaces();
    const broken = '<references title="References" references="[{&quot;name&quot;: oops"></references>';
    const wrongShape = referencesElement([{ title: 'no name' }, { name: 'x.md', chunks: [{ id: 1 }] }]);
    let call = 0;
    serveCompletions(() => {
      call += 1;
      return finishedStream(call === 1 ? `First answer.\n${broken}` : `Second answer.\n${wrongShape}`);
    });
    const user = userEvent.setup();
    await renderKnowledgeChat({ id: 'c1', select_param: 'product_docs' });

    await ask(user, 'One?');
    expect(await screen.findByText('First answer.')).toBeInTheDocument();
    await ask(user, 'Two?');
    expect(await screen.findByText('Second answer.')).toBeInTheDocument();
    expect(screen.queryByTestId('message-references')).toBeNull();
    expect(document.body.textContent).not.toContain('<references');
  });
});
