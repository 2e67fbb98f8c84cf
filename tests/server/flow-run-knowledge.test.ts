import { chat } from './chat-test-helpers';
import { canvasNode, edge } from './flow-helpers';
import { debugRun, deployFlow, flowFrameText } from './flow-run-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  await seedSpace(setup, {
    name: 'handbook',
    documents: [
      {
        name: 'leave.md',
        chunks: [
          'Employees get 25 days of paid leave per year.',
          'Parental leave is 16 weeks, paid in full.',
        ],
      },
      { name: 'office.md', chunks: ['The office opens at 8 am.'] },
    ],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

/** trigger → question → knowledge → rerank → prompt → streaming model → output. */
/** Alice asks the deployed flow in a chat. */
const askFlow = (uid: string, question: string) =>
  chat(
    setup.server,
    { chat_mode: 'chat_flow', select_param: uid, user_input: question, model_name: 'fake-model' },
    { userId: 'alice' },
  );

/** What the model was last asked, as the flow's prompt wrote it. */
const lastPrompt = () => String(setup.fake.chatRequests()[0]?.messages.at(-1)?.content);

const knowledgeGraph = () => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger'),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('retrieve', 'knowledge_retriever', 'Handbook', { space: 'handbook', top_k: 3 }),
    canvasNode('rerank', 'rerank', 'Best', { top_k: 1 }),
    canvasNode('prompt', 'prompt_template', 'Prompt', {
      template: 'Passages:\n{context}\nQuestion: {question}',
    }),
    canvasNode('llm', 'streaming_llm', 'Model', { model: 'fake-model' }),
    canvasNode('out', 'streaming_output', 'Output'),
  ],
  edges: [
    edge('trigger', 'question'),
    edge('question', 'retrieve'),
    edge('retrieve', 'rerank'),
    edge('rerank', 'prompt'),
    edge('prompt', 'llm'),
    edge('llm', 'out'),
  ],
});

function referencesIn(answer: string): { name: string; chunks: { content: string; space_name: string }[] }[] {
  const match = /<references title="References" references="([^"]*)"><\/references>$/.exec(answer);
  if (!match) throw new Error(`no references element in ${answer}`);
  return JSON.parse(match[1].replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
}

describe('a knowledge flow', () => {
  it('gives the model the best passage and ends the chat answer with its reference', async () => {
    const uid = await deployFlow(setup.server, 'handbook_flow', knowledgeGraph());
    setup.fake.setReply({ text: 'You get 25 days [1].' });
    const result = await askFlow(uid, 'How many days of paid leave?');
    const prompt = lastPrompt();
    expect(prompt).toBe(
      'Passages:\n[1] (leave.md)\nEmployees get 25 days of paid leave per year.\nQuestion: How many days of paid leave?',
    );
    const answer = flowFrameText(result.payloads.at(-1) ?? '{}');
    expect(answer.startsWith('You get 25 days [1].')).toBe(true);
    expect(referencesIn(answer)).toEqual([
      {
        name: 'leave.md',
        chunks: [
          expect.objectContaining({
            content: 'Employees get 25 days of paid leave per year.',
            space_name: 'handbook',
          }),
        ],
      },
    ]);
  });

  it('refuses to run when its space is gone, naming the retriever', async () => {
    const { nodes, edges } = knowledgeGraph();
    const missing = nodes.map((node) =>
      node.id === 'retrieve'
        ? canvasNode('retrieve', 'knowledge_retriever', 'Handbook', { space: 'nowhere' })
        : node,
    );
    const result = await debugRun(setup.server, { nodes: missing, edges }, { messages: 'hi' });
    expect(result.status).toBe(400);
    expect(result.envelope?.err_msg).toContain('Handbook');
  });

  it("joins the retrieved chunks with DB-GPT's ChunksToStringOperator separator", async () => {
    const { nodes, edges } = knowledgeGraph();
    const joined = {
      nodes: [
        ...nodes.filter((node) => node.id !== 'rerank' && node.id !== 'prompt'),
        canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Passages: {input}' }),
        {
          ...canvasNode('join', 'chunks_to_string_operator', 'Chunks'),
          data: {
            ...canvasNode('join', 'chunks_to_string_operator', 'Chunks').data,
            id: 'operator_chunks_to_string_operator___$$___rag___$$___v1',
            parameters: [{ name: 'separator', value: ' || ' }],
          },
        },
      ],
      edges: [
        ...edges.filter((link) => link.source !== 'rerank' && link.target !== 'rerank'),
        edge('retrieve', 'join'),
        edge('join', 'prompt'),
      ],
    };
    const uid = await deployFlow(setup.server, 'joined_flow', joined);
    setup.fake.setReply({ text: 'Noted.' });
    await askFlow(uid, 'leave');
    const prompt = lastPrompt();
    expect(prompt.startsWith('Passages: ')).toBe(true);
    expect(prompt.slice('Passages: '.length).split(' || ').sort()).toEqual([
      'Employees get 25 days of paid leave per year.',
      'Parental leave is 16 weeks, paid in full.',
    ]);
  });

  it("finds passages with DB-GPT's EmbeddingRetrieverOperator in the space its vector store names", async () => {
    const { nodes, edges } = knowledgeGraph();
    const param = (name: string, value: unknown, category = 'common') => ({
      name,
      label: name,
      type_name: category === 'resource' ? 'VectorStoreConfig' : 'str',
      type_cls:
        category === 'resource' ? 'dbgpt.storage.vector_store.base.VectorStoreConfig' : 'builtins.str',
      category,
      value,
    });
    const resource = (
      id: string,
      typeName: string,
      typeCls: string,
      parameters: ReturnType<typeof param>[],
    ) => ({
      ...canvasNode(id, id, typeName),
      data: {
        flow_type: 'resource',
        id: `resource_${typeCls}`,
        label: typeName,
        name: id,
        type_name: typeName,
        type_cls: typeCls,
        parameters,
      },
    });
    const retriever = canvasNode('retrieve', 'embedding_retriever_operator', 'Store');
    const graph = {
      nodes: [
        ...nodes.filter((node) => node.id !== 'retrieve'),
        {
          ...retriever,
          data: {
            ...retriever.data,
            id: 'operator_embedding_retriever_operator___$$___rag___$$___v1',
            parameters: [
              {
                ...param('vector_store_connector', 'connector', 'resource'),
                type_name: 'VectorStoreConnector',
                type_cls: 'dbgpt.storage.vector_store.connector.VectorStoreConnector',
              },
              param('top_k', 3),
            ],
          },
        },
        resource(
          'connector',
          'VectorStoreConnector',
          'dbgpt.storage.vector_store.connector.VectorStoreConnector',
          [param('vector_store_type', 'Chroma'), param('vector_store_config', 'config', 'resource')],
        ),
        resource(
          'config',
          'ChromaVectorConfig',
          'dbgpt_ext.storage.vector_store.chroma_store.ChromaVectorConfig',
          [param('name', 'handbook')],
        ),
      ],
      edges,
    };
    const uid = await deployFlow(setup.server, 'store_flow', graph);
    setup.fake.setReply({ text: 'You get 25 days.' });
    await askFlow(uid, 'How many days of paid leave?');
    const prompt = lastPrompt();
    expect(prompt).toContain('Employees get 25 days of paid leave per year.');
  });
});
