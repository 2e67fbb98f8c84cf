// DB-GPT's RAG chat template (5 nodes: trigger, knowledge space operator, prompt template resource, streaming
// LLM operator, streaming output) deployed on the built product and asked through its trigger, against the
// same question asked of the same space through the built-in knowledge chat and of the model directly.
// The fake model answers at once, so what is left is the server's work: the runner's cost per node is
// (flow − model directly) / nodes, an upper bound since it includes the retrieval both chats do.
import { FAKE_MODEL_NAME, readEnvelope, startChatProduct } from './support/chat-product.mjs';
import { median, percentile, round1 } from './support/stats.mjs';

export const name = 'flow-dbgpt-rag';
export const title =
  "DB-GPT's RAG chat template through the flow runner vs the knowledge chat (ms per answer)";

const RUNS = Number(process.env.BENCH_FLOW_RAG_RUNS ?? 60);
const SPACE = 'bench_handbook';
const QUESTION = 'How many days of paid leave do we get?';
/** The flow may cost at most this much more than the knowledge chat, per answer (median). */
const MAX_ADDED_MS = 15;

async function call(url, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readEnvelope(response, path);
}

async function seedSpace(url) {
  await call(url, 'POST', '/knowledge/space/add', {
    name: SPACE,
    vector_type: 'VectorStore',
    desc: 'Handbook',
  });
  const documents = [
    'Employees get 25 days of paid leave per year.',
    'The office opens at 8 am and closes at 6 pm.',
    'Expenses are paid back within ten working days.',
  ];
  const ids = [];
  for (const [index, content] of documents.entries())
    ids.push(
      await call(url, 'POST', `/knowledge/${SPACE}/document/add`, {
        doc_name: `doc${index}.md`,
        doc_type: 'TEXT',
        content,
      }),
    );
  await call(url, 'POST', `/knowledge/${SPACE}/document/sync`, { doc_ids: ids });
  for (let tries = 0; tries < 200; tries++) {
    const list = await call(url, 'POST', `/knowledge/${SPACE}/document/list`, {});
    if (list.data.every((document) => document.status === 'FINISHED')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the documents did not finish syncing');
}

async function deployRagTemplate(url) {
  const templates = await call(url, 'GET', '/api/v2/serve/awel/flow/templates?page_size=50');
  const template = templates.items.find((item) => item.name === 'rag_chat_awel_flow_template');
  if (!template) throw new Error("DB-GPT's RAG template is not offered");
  if (template.problems?.length)
    throw new Error(`the template opens with problems: ${JSON.stringify(template.problems)}`);
  const flow = await call(url, 'POST', '/api/v2/serve/awel/flows', {
    name: 'bench_rag',
    label: 'Bench RAG',
    flow_data: template.flow_data,
    state: 'deployed',
  });
  const trigger = flow.metadata?.triggers?.[0]?.path;
  if (!trigger) throw new Error('the deployed flow has no trigger path');
  return { trigger, nodes: template.flow_data.nodes.length };
}

/** One answer read to its end; `ask` resolves to the response, which must be a 200 without an error frame. */
async function timed(ask) {
  const started = performance.now();
  const response = await ask();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || text.length === 0 || /\[(SERVER_ERROR|LLM_ERROR|ERROR)\]|"success":\s*false/.test(text))
    throw new Error(`answered ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

async function measure(ask) {
  for (let warm = 0; warm < 5; warm++) await timed(ask);
  const times = [];
  for (let index = 0; index < RUNS; index++) times.push(await timed(ask));
  return { p50: round1(median(times)), p95: round1(percentile(times, 0.95)) };
}

export async function run() {
  const product = await startChatProduct({ reply: 'bench answer' });
  try {
    const { url } = product;
    await seedSpace(url);
    const { trigger, nodes } = await deployRagTemplate(url);
    const viaFlow = () =>
      fetch(`${url}${trigger}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: QUESTION, model: FAKE_MODEL_NAME }),
      });
    const viaKnowledgeChat = async () => {
      const conversation = await call(url, 'POST', '/api/v1/chat/dialogue/new?chat_mode=chat_knowledge');
      return fetch(`${url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          conv_uid: conversation.conv_uid,
          chat_mode: 'chat_knowledge',
          select_param: SPACE,
          user_input: QUESTION,
          model_name: FAKE_MODEL_NAME,
        }),
      });
    };
    const direct = () =>
      fetch(`${product.fake.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: FAKE_MODEL_NAME,
          stream: true,
          messages: [{ role: 'user', content: QUESTION }],
        }),
      });

    const model = await measure(direct);
    const flow = await measure(viaFlow);
    const knowledgeChat = await measure(viaKnowledgeChat);
    const perNode = Math.max(0, (flow.p50 - model.p50) / nodes);
    const added = flow.p50 - knowledgeChat.p50;
    return {
      data: {
        runs: RUNS,
        nodes,
        model,
        flow,
        knowledgeChat,
        perNodeMs: round1(perNode),
        addedOverKnowledgeChatMs: round1(added),
      },
      breaches:
        added > MAX_ADDED_MS
          ? [`the RAG flow takes ${round1(added)} ms more than the knowledge chat > ${MAX_ADDED_MS} ms`]
          : [],
      table: {
        columns: ['path', 'p50 ms', 'p95 ms'],
        rows: [
          ['model directly', model.p50, model.p95],
          [`RAG template, ${nodes} nodes, through its trigger`, flow.p50, flow.p95],
          ['knowledge chat (new conversation each time)', knowledgeChat.p50, knowledgeChat.p95],
        ],
      },
      notes: [
        `server work per node of the flow: ${round1(perNode)} ms (retrieval included); the flow vs the knowledge chat: ${round1(added)} ms`,
      ],
    };
  } finally {
    await product.stop();
  }
}
