// What scripts/dbgpt/record-fixtures.mjs records, in order. Each entry: the fixture's name, an optional
// `prepare(context)` that seeds what it needs (run even when the entry itself is not recorded, since later
// entries rely on it), the request (or a function of the context), an optional `trim(response)` and a `note`
// saying what it shows. `context`: { baseURL, home, seeding (tests/e2e/support/dbgpt-seed.ts), state }.

const LLM = 'gpt-4o';

async function newConversation(context, chatMode) {
  const { dbgptCall } = context.seeding;
  const dialogue = await dbgptCall(
    context.baseURL,
    'POST',
    `/api/v1/chat/dialogue/new?chat_mode=${chatMode}`,
  );
  return dialogue.conv_uid;
}

/** Models component tests pick by name in the create-model dialog (models27): their params stay. */
const MODELS_WITH_PARAMS = new Set([
  'gpt-4o',
  'gpt-4o-mini',
  'anthropic/claude-3-opus-latest',
  'Qwen/Qwen2.5-Coder-32B-Instruct',
]);

/**
 * DB-GPT sends the same `params` (a few kB) for every model of a provider and worker type, 2 MB in all:
 * keep them for the first model of each provider and worker type (and MODELS_WITH_PARAMS), empty elsewhere.
 */
function trimModelTypes(response) {
  const seen = new Set();
  const data = response.body.data.map((entry) => {
    const group = `${entry.provider} ${entry.worker_type}`;
    const keep = !seen.has(group) || MODELS_WITH_PARAMS.has(entry.model);
    seen.add(group);
    return keep ? entry : { ...entry, params: [] };
  });
  return { ...response, body: { ...response.body, data } };
}

function modelStopBody(context, deleteAfter) {
  const port = Number(new URL(context.baseURL).port);
  return { host: '127.0.0.1', port, model: LLM, worker_type: 'llm', params: {}, delete_after: deleteAfter };
}

export const RECORDINGS = [
  {
    name: 'agent-query-filter-null',
    request: {
      method: 'POST',
      path: '/api/v1/agent/query',
      body: { page_index: 1, page_size: 20, filter: null },
    },
    note: 'Item 1: the plugin hub query with filter null is refused with 400 E0001.',
  },
  {
    name: 'agent-query',
    request: { method: 'POST', path: '/api/v1/agent/query', body: { page_index: 1, page_size: 20 } },
    note: 'Item 1: the same query without filter succeeds (hub never updated, so no plugins).',
  },
  {
    name: 'datasource-types',
    request: { method: 'GET', path: '/api/v2/serve/datasource-types' },
    note: 'Item 11: every datasource type DB-GPT lists, with its English labels (system language en).',
  },
  {
    name: 'model-types',
    request: { method: 'GET', path: '/api/v2/serve/model/model-types' },
    trim: trimModelTypes,
    note:
      'Item 5: every model type the worker manager can start (330 entries). Trimmed: DB-GPT sends the same ' +
      'params for every model of a provider and worker type, so params are kept for the first model of each ' +
      'provider and worker type and for gpt-4o, gpt-4o-mini, anthropic/claude-3-opus-latest and ' +
      'Qwen/Qwen2.5-Coder-32B-Instruct, and emptied ([]) for the others.',
  },
  {
    name: 'users-admin-404',
    request: { method: 'GET', path: '/api/v1/users', query: { role: 'admin' } },
    note: "Item 8: DB-GPT has no such route; its static mount answers with the web UI's HTML 404 page.",
  },
  {
    name: 'recommend-questions-404',
    prepare: async (context) => {
      context.state.documentIds = await context.seeding.seedKnowledge(context.baseURL);
    },
    request: { method: 'GET', path: '/knowledge/product_docs/recommend_questions' },
    note:
      'Item 8: knowledge space product_docs (Chroma, two synced documents) exists, but DB-GPT has no ' +
      "recommend_questions route: the web UI's HTML 404 page.",
  },
  {
    name: 'knowledge-graph-chroma',
    request: { method: 'POST', path: '/knowledge/chroma_docs/graphvis', body: { limit: 200 } },
    note: 'Item 10: the graph view of chroma_docs, a Chroma (vector) space with one document: success false at status 200 with the Python error.',
  },
  {
    name: 'chat-knowledge-stream',
    prepare: async (context) => {
      context.state.knowledgeConversation = await newConversation(context, 'chat_knowledge');
    },
    request: (context) => ({
      method: 'POST',
      path: '/api/v1/chat/completions',
      body: {
        conv_uid: context.state.knowledgeConversation,
        chat_mode: 'chat_knowledge',
        select_param: 'product_docs',
        user_input: 'How do I install DB-GPT?',
        model_name: LLM,
        incremental: false,
      },
    }),
    note:
      'Item 2: a knowledge chat on product_docs (install-guide.md in two chunks, faq.md in one; the test model ' +
      'answers "Install it with pip and start the webserver. Python 3.10 or later is required."); the last frame ends with the ' +
      'self-closing <references title="References" references="[…]" /> element.',
  },
  {
    name: 'chat-knowledge-history',
    request: (context) => ({
      method: 'GET',
      path: '/api/v1/chat/dialogue/messages/history',
      query: { con_uid: context.state.knowledgeConversation },
    }),
    note: "Item 2: that conversation's stored history: the view message holds the <references … /> element twice.",
  },
  {
    name: 'dialogue-rename-405',
    request: (context) => ({
      method: 'POST',
      path: '/api/v1/chat/dialogue/rename',
      query: { con_uid: context.state.knowledgeConversation },
      body: { title: 'Plan a trip again' },
    }),
    note: 'DB-GPT has no rename route for conversations: what its static mount answers to a POST (chat34).',
  },
  {
    name: 'datasource-schema-404',
    prepare: async (context) => {
      context.state.datasourceId = await context.seeding.seedDatasource(context.baseURL, context.home);
    },
    request: (context) => ({
      method: 'GET',
      path: `/api/v2/serve/datasources/${context.state.datasourceId}/schema`,
    }),
    note: 'Item 6: a SQLite datasource (sqlite_sales) exists, but DB-GPT has no schema route: the HTML 404 page.',
  },
  {
    name: 'editor-db-tables',
    request: {
      method: 'GET',
      path: '/api/v1/editor/db/tables',
      query: { db_name: 'sqlite_sales', page_index: '1', page_size: '1000' },
    },
    note: "Item 6: the tables of SQLite datasource sqlite_sales (customers, orders) as DB-GPT's editor tree.",
  },
  {
    name: 'chat-data-error-stream',
    prepare: async (context) => {
      context.state.dataConversation = await newConversation(context, 'chat_with_db_execute');
    },
    request: (context) => ({
      method: 'POST',
      path: '/api/v1/chat/completions',
      body: {
        conv_uid: context.state.dataConversation,
        chat_mode: 'chat_with_db_execute',
        select_param: 'sqlite_sales',
        user_input: 'How many customers are there?',
        model_name: LLM,
        incremental: false,
      },
    }),
    note:
      'Item 9: a chat to data on sqlite_sales whose model answer is not the JSON DB-GPT expects (the model ' +
      'echoes the question): the error frame carries DB-GPT\'s <span style="color:red">ERROR!</span> markup.',
  },
  {
    name: 'prompt-add-duplicate',
    prepare: async (context) => {
      await context.seeding.seedPrompts(context.baseURL);
    },
    request: (context) => ({
      method: 'POST',
      path: '/prompt/add',
      body: context.seeding.promptBody('greeting'),
    }),
    note: 'Item 3: a second POST /prompt/add with the name, language and model of an existing prompt.',
  },
  {
    name: 'prompt-list',
    request: { method: 'POST', path: '/prompt/query_page', query: { page: '1', page_size: '20' }, body: {} },
    note:
      'Item 7: the prompt list after adding "greeting" and "secret-plan" (the latter sent with ' +
      'visibility "private", which DB-GPT drops).',
  },
  {
    name: 'app-chat-empty-agent-stream',
    prepare: async (context) => {
      context.state.appCode = await context.seeding.seedApp(context.baseURL);
      context.state.appConversation = await newConversation(context, 'chat_agent');
    },
    request: (context) => ({
      method: 'POST',
      path: '/api/v1/chat/completions',
      body: {
        conv_uid: context.state.appConversation,
        chat_mode: 'chat_agent',
        app_code: context.state.appCode,
        user_input: 'What can you do?',
        model_name: LLM,
        incremental: false,
      },
    }),
    note: 'Item 12: a chat with an app created without an agent (single_agent, no details).',
  },
  {
    name: 'model-stop',
    request: (context) => ({
      method: 'POST',
      path: '/api/v2/serve/model/models/stop',
      body: modelStopBody(context, false),
    }),
    note: 'Item 4: stopping the LLM configured in the config file (gpt-4o).',
  },
  {
    name: 'model-list-stopped',
    request: { method: 'GET', path: '/api/v2/serve/model/models' },
    note: 'Item 4: the model list after stopping gpt-4o: it stays listed with healthy false; the embedding model is healthy.',
  },
  {
    name: 'model-start-not-stored',
    request: (context) => ({
      method: 'POST',
      path: '/api/v2/serve/model/models/start',
      body: modelStopBody(context, false),
    }),
    note: 'Item 4: starting the stopped config-file model gpt-4o, which DB-GPT never stored.',
  },
  {
    name: 'model-stop-delete',
    request: (context) => ({
      method: 'POST',
      path: '/api/v2/serve/model/models/stop',
      body: modelStopBody(context, true),
    }),
    note: 'Item 4: "Stop and delete" (delete_after true) of the stopped config-file model gpt-4o: DB-GPT says it worked.',
  },
  {
    name: 'model-list-deleted',
    request: { method: 'GET', path: '/api/v2/serve/model/models' },
    note: 'Item 4: the model list after "Stop and delete" of the config-file model gpt-4o.',
  },
  {
    name: 'model-stop-no-worker',
    prepare: async (context) => {
      const body = {
        ...modelStopBody(context, false),
        model: 'text-embedding-3-small',
        worker_type: 'text2vec',
      };
      await context.seeding.dbgptCall(context.baseURL, 'POST', '/api/v2/serve/model/models/stop', body);
    },
    request: (context) => ({
      method: 'POST',
      path: '/api/v2/serve/model/models/stop',
      body: { ...modelStopBody(context, true), model: 'text-embedding-3-small', worker_type: 'text2vec' },
    }),
    note:
      'Item 4: "Stop and delete" (delete_after true) of the config-file embedding model text-embedding-3-small ' +
      'after it was stopped (it stays listed with healthy false): DB-GPT finds no worker instance. (The same ' +
      'for the LLM gpt-4o answers success, see model-stop-delete.)',
  },
];
