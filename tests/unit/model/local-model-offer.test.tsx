import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import ModelsPage from '@/components/model/models-page';
import type { LocalModelServer } from '@/contract/local-models';
import type { WorkerStartupRequest } from '@/contract/model';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import {
  finishedStream,
  frame,
  openStream,
  serveChatScreen,
  serveCompletions,
} from '../chat/conversation-fixtures';
import { failed, instance, ok, serveModelsScreen } from './fixtures';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

const OLLAMA: LocalModelServer = {
  kind: 'ollama',
  port: 11434,
  provider: 'proxy/ollama',
  api_base: 'http://127.0.0.1:11434/v1',
  models: ['qwen3:8b', 'llama3.1:8b'],
};
const LM_STUDIO: LocalModelServer = {
  kind: 'openai',
  port: 1234,
  provider: 'proxy/openai-compatible',
  api_base: 'http://127.0.0.1:1234/v1',
  models: ['qwen2.5-7b-instruct'],
};

const TEXT = {
  en: {
    noModel: 'No language model is available: add one in Construct → Models',
    ollama: 'Ollama on port 11434',
    lmStudio: 'OpenAI-compatible server on port 1234',
    add: 'Add qwen3:8b',
    added: 'qwen3:8b added: ask your question.',
    retry: 'Retry',
    addModel: 'Add a model',
    failed: 'Could not add qwen3:8b: The endpoint did not answer',
    question: 'Your question',
  },
  zh: {
    noModel: '没有可用的语言模型',
    ollama: 'Ollama（端口 11434）',
    lmStudio: 'OpenAI 兼容服务（端口 1234）',
    add: '添加 qwen3:8b',
    added: '已添加 qwen3:8b，现在可以提问了。',
    retry: '重试',
    addModel: '添加模型',
    failed: '无法添加 qwen3:8b：The endpoint did not answer',
    question: '你的问题',
  },
} as const;

/** A server without models that finds Ollama and LM Studio on its loopback; records the creates. */
function serveNoModelYet(createReply: () => Response = () => ok(true)) {
  const created: WorkerStartupRequest[] = [];
  let usable: string[] = [];
  serveChatScreen({ models: [] });
  server.use(
    http.get('*/api/v1/model/types', () => ok(usable)),
    http.get('*/api/v1/local-models', () => ok([OLLAMA, LM_STUDIO])),
    http.post('*/api/v2/serve/model/models', async ({ request }) => {
      created.push((await request.json()) as WorkerStartupRequest);
      const reply = createReply();
      if (reply.status === 200) usable = [created[created.length - 1].model];
      return reply;
    }),
  );
  return created;
}

async function askWithoutModel(language: 'en' | 'zh') {
  const text = TEXT[language];
  const bodies = serveCompletions((body) => {
    if (body.model_name) return finishedStream(`Answered by ${body.model_name}.`);
    const stream = openStream();
    stream.send(frame(`[SERVER_ERROR]${text.noModel}`));
    stream.close();
    return stream.body;
  });
  const user = userEvent.setup();
  await renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
    pathname: '/chat',
    query: { isFirst: 'admin', id: 'c1' },
    language,
  });
  await screen.findByRole('link', { name: text.addModel });
  await user.type(screen.getByRole('textbox'), 'Hello?');
  await user.keyboard('{Enter}');
  const offer = await screen.findByTestId('local-model-offer');
  return { user, bodies, offer };
}

describe.each(['en', 'zh'] as const)('no model yet, in the chat (%s)', (language) => {
  const text = TEXT[language];
  beforeEach(() => resetChatParams());

  it('offers the local models under the error; one click adds one and the question is answered', async () => {
    const created = serveNoModelYet();
    const { user, bodies, offer } = await askWithoutModel(language);
    expect(screen.getByRole('alert')).toHaveTextContent(text.noModel);
    const ollama = await within(offer).findByRole('list', { name: text.ollama });
    expect(
      within(ollama)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text.add, text.add.replace('qwen3:8b', 'llama3.1:8b')]);
    expect(within(offer).getByRole('list', { name: text.lmStudio })).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: text.addModel })).toHaveAttribute(
      'href',
      '/construct/models?create=1',
    );

    await user.click(within(ollama).getByRole('button', { name: text.add }));
    expect(await within(offer).findByText(text.added)).toBeInTheDocument();
    expect(created).toEqual([
      {
        host: '127.0.0.1',
        port: 0,
        model: 'qwen3:8b',
        worker_type: 'llm',
        params: { name: 'qwen3:8b', provider: 'proxy/ollama', api_base: 'http://127.0.0.1:11434/v1' },
      },
    ]);
    expect(await screen.findByRole('combobox', { name: language === 'en' ? 'Model' : '模型' })).toHaveValue(
      'qwen3:8b',
    );

    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText('Answered by qwen3:8b.')).toBeInTheDocument();
    expect(bodies.at(-1)?.model_name).toBe('qwen3:8b');
  });

  it("tells why a model could not be added, in the server's words", async () => {
    serveNoModelYet(() => failed('The endpoint did not answer', 502));
    const { user, offer } = await askWithoutModel(language);
    await user.click(await within(offer).findByRole('button', { name: text.add }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(text.failed);
    expect(within(offer).getByRole('link', { name: text.addModel })).toBeInTheDocument();
  });
});

describe('no model yet, on the Models screen', () => {
  it.each(['en', 'zh'] as const)(
    'offers the local models in the empty state and adds one (%s)',
    async (language) => {
      const text = TEXT[language];
      let models = [] as ReturnType<typeof instance>[];
      const calls = serveModelsScreen({ models: () => models });
      server.use(http.get('*/api/v1/local-models', () => ok([OLLAMA])));
      const user = userEvent.setup();
      await renderApp(<ModelsPage />, { pathname: '/construct/models', language });

      const offer = await screen.findByTestId('local-model-offer');
      models = [instance('qwen3:8b', { provider: 'proxy/ollama' })];
      await user.click(await within(offer).findByRole('button', { name: text.add }));
      expect(await screen.findByRole('article', { name: 'qwen3:8b' })).toBeInTheDocument();
      expect(calls.create[0].params).toEqual({
        name: 'qwen3:8b',
        provider: 'proxy/ollama',
        api_base: 'http://127.0.0.1:11434/v1',
      });
    },
  );

  it('says when nothing answers on this computer', async () => {
    serveModelsScreen({ models: () => [] });
    await renderApp(<ModelsPage />, { pathname: '/construct/models' });
    const none = await screen.findByText(
      'No Ollama, LM Studio, vLLM or llama.cpp server answers on this computer.',
    );
    // Both lines share one cell, so the answer does not move the page: only the one that applies is read.
    await waitFor(() => expect(none).toHaveAttribute('aria-hidden', 'false'));
    expect(screen.getByText('Looking for models on this computer…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the create dialog at once when the chat sent the user here to add a model', async () => {
    serveModelsScreen();
    const { router } = await renderApp(<ModelsPage />, {
      pathname: '/construct/models',
      query: { isFirst: 'admin', create: '1' },
    });
    expect(await screen.findByTestId('create-model-dialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/construct/models', undefined, { shallow: true }),
    );
  });
});
