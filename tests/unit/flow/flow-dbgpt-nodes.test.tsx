import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FlowCanvasPage from '@/components/flow/canvas/flow-canvas-page';
import type { FlowPanel, NodeMetadata } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { ok } from '../support/construct-lists';
import { AWEL, connect, handle, renderCanvas, serveCanvas } from './canvas-harness';
import { LLM_OPERATOR, NODES, OPENAI_CLIENT } from './node-fixtures';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

/** DB-GPT's nodes as the server lists them: one it does not run (with why, in the caller's language). */
const reasons = {
  en: 'DB-GPT\'s node "QdrantStore" needs a Python package or service this server does not have',
  zh: 'DB-GPT 的节点“QdrantStore”需要本服务器没有的 Python 包或服务',
};
const qdrant = (language: 'en' | 'zh'): NodeMetadata => ({
  id: 'resource_dbgpt_ext.storage.vector_store.qdrant_store.QdrantStore',
  name: 'qdrant_vector_store',
  label: 'Qdrant Vector Store',
  description: 'Qdrant vector store.',
  category: 'vector_store',
  category_label: 'Vector Store',
  flow_type: 'resource',
  type_name: 'QdrantStore',
  type_cls: 'dbgpt_ext.storage.vector_store.qdrant_store.QdrantStore',
  parent_cls: ['dbgpt.storage.vector_store.base.VectorStoreBase'],
  parameters: [],
  not_runnable: { status: 'package', reason: reasons[language] },
});
/** A prompt resource: it plugs into a prompt parameter, never into an LLM client's. */
const PROMPT: NodeMetadata = {
  ...OPENAI_CLIENT,
  id: 'resource_dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate',
  name: 'common_chat_prompt_template',
  label: 'Common Chat Prompt Template',
  category: 'prompt',
  category_label: 'Prompt',
  type_name: 'CommonChatPromptTemplate',
  type_cls: 'dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate',
  parent_cls: ['dbgpt.core.interface.prompt.ChatPromptTemplate'],
  parameters: [],
};

function serveDbgptNodes(language: 'en' | 'zh', saved?: FlowPanel) {
  const bodies = serveCanvas(saved);
  server.use(http.get(`${AWEL}/nodes`, () => ok([...NODES, PROMPT, qdrant(language)])));
  return bodies;
}

describe('/construct/flow/canvas with DB-GPT’s nodes', () => {
  it.each(['en', 'zh'] as const)(
    '(%s) greys a node that does not run here in the palette, the reason in its tooltip',
    async (language) => {
      serveDbgptNodes(language);
      await renderApp(<FlowCanvasPage />, {
        pathname: '/construct/flow/canvas',
        query: { isFirst: 'admin' },
        language,
      });
      const nodes = await screen.findAllByTestId('palette-node');
      const greyed = nodes.filter((node) => node.dataset.notRunnable !== undefined);
      expect(greyed).toHaveLength(1);
      expect(greyed[0]).toHaveTextContent('Qdrant Vector Store');
      expect(greyed[0]).toHaveAttribute('data-not-runnable', 'package');
      const label = language === 'en' ? 'Does not run here: ' : '无法在此运行：';
      expect(greyed[0]).toHaveAttribute('title', `${label}${reasons[language]}`);
      const client = nodes.find((node) => node.textContent === 'OpenAI client');
      expect(client).not.toHaveAttribute('data-not-runnable');
    },
  );

  it('marks such a node on an opened flow, and saves the flow without the server’s remark', async () => {
    const stored = { ...qdrant('en'), id: `${qdrant('en').id}_0`, not_runnable: undefined };
    const saved: FlowPanel = {
      uid: 'f1',
      label: 'Imported',
      name: 'imported',
      description: 'From DB-GPT',
      state: 'initializing',
      editable: true,
      define_type: 'json',
      flow_category: 'common',
      flow_data: {
        nodes: [
          {
            id: stored.id,
            width: 288,
            height: 120,
            position: { x: 0, y: 0, zoom: 1 },
            position_absolute: { x: 0, y: 0, zoom: 1 },
            type: 'customNode',
            data: stored,
          },
        ],
        edges: [],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
    };
    const bodies = serveDbgptNodes('en', saved);
    const user = userEvent.setup();
    await renderCanvas({ id: 'f1' });
    const card = await screen.findByRole('article', { name: 'Qdrant Vector Store' });
    expect(card).toHaveAttribute('data-not-runnable', 'package');
    expect(within(card).getByTestId('node-not-runnable')).toHaveTextContent('Does not run here');
    expect(within(card).getByTestId('node-not-runnable')).toHaveAttribute(
      'title',
      `Does not run here: ${reasons.en}`,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body.flow_data?.nodes[0].data).not.toHaveProperty('not_runnable');
  });

  it('wires a resource to the operator parameter of its class only', async () => {
    const bodies = serveDbgptNodes('en');
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add LLM operator to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add OpenAI client to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add Common Chat Prompt Template to the canvas' }));
    await screen.findByRole('article', { name: 'Common Chat Prompt Template' });
    const llm = `${LLM_OPERATOR.id}_0`;
    // The LLM operator's parameter 0 takes an LLM client: a resource handle on the parameter's row.
    const clientParameter = handle(llm, 'parameters', 0);
    expect(
      within(screen.getByRole('article', { name: 'LLM operator' })).getByText('LLMClient'),
    ).toBeVisible();

    connect(handle(`${PROMPT.id}_0`, 'outputs', 0), clientParameter);
    expect(await screen.findByText('Nodes cannot be connected')).toBeInTheDocument();
    connect(handle(`${OPENAI_CLIENT.id}_0`, 'outputs', 0), clientParameter);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Chat');
    await user.type(within(dialog).getByLabelText(/Name/), 'chat');
    await user.type(within(dialog).getByLabelText(/Description/), 'Chats');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body.flow_data?.edges).toMatchObject([
      { source: `${OPENAI_CLIENT.id}_0`, target: llm, source_order: 0, target_order: 0 },
    ]);
  });
});
