import type { FastifyRequest } from 'fastify';
import type { ChatCompletionRequest } from '@/contract/chat-completion';
import { resolveAppCaller } from '../apps/app-access';
import { planAppChat } from '../apps/app-chat';
import { createAppService } from '../apps/app-service';
import { agentAnswerText } from '../agents/vis-answer';
import type { AppViewer } from '../repositories/apps';
import { ApiError } from '../http/api-error';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import type { ChatModel, PromptMessage } from '../models/chat-model';
import type { RouteContext } from '../context';
import { appAgentRuntime } from './agent/agent-runtime';
import { prepareKnowledgeTurn } from '../knowledge/knowledge-turn';

/** What `chat_app` answers with: the model it is filed under, the prompt, and the answer's text as it grows. */
export interface AppAnswer {
  model: ChatModel | undefined;
  temperature?: number;
  maxNewTokens?: number;
  prompt(): Promise<PromptMessage[]>;
  /** Set for agent apps, which write their answer themselves; otherwise the model answers the prompt. */
  text?: (prompt: PromptMessage[], signal: AbortSignal) => AsyncIterable<string>;
}

/** The growth of an agent answer's words from one view to the next; a rewrite yields nothing until the end. */
async function* answerWords(views: AsyncIterable<{ content: string }>): AsyncGenerator<string> {
  let said = '';
  let latest = '';
  for await (const view of views) {
    latest = agentAnswerText(view.content);
    if (latest.startsWith(said) && latest.length > said.length) {
      yield latest.slice(said.length);
      said = latest;
    }
  }
  if (latest !== said) yield latest.startsWith(said) ? latest.slice(said.length) : `\n\n${latest}`;
}

/**
 * `chat_mode: chat_app` of `POST /api/v2/chat/completions`, `chat_param` the app code: a native app's
 * scene (normal or knowledge) with its settings, or an agent app's team, on the web chat's services.
 */
export async function prepareAppAnswer(input: {
  context: RouteContext;
  request: FastifyRequest;
  appCode: string;
  modelName: string | undefined;
  messages: PromptMessage[];
  question: string;
  language: ServerLanguage;
}): Promise<AppAnswer> {
  const caller = await resolveAppCaller(input.request, input.context.repositories.users);
  return prepareAppAnswerFor({ ...input, caller });
}

/** The same answer for a caller known without a request (an evaluation run, as the admin who started it). */
export async function prepareAppAnswerFor(input: {
  context: RouteContext;
  caller: AppViewer;
  appCode: string;
  modelName: string | undefined;
  messages: PromptMessage[];
  question: string;
  language: ServerLanguage;
}): Promise<AppAnswer> {
  const { context, caller, messages } = input;
  const apps = createAppService(context.repositories);
  const asked: ChatCompletionRequest = {
    chat_mode: 'chat_normal',
    app_code: input.appCode,
    user_input: input.question,
    model_name: input.modelName,
  };
  const plan = await planAppChat(apps, caller, asked);
  if (plan.kind === 'refused') throw new ApiError(404, '404', plan.problem);
  if (plan.kind === 'plain')
    throw new ApiError(404, '404', localized('app.notFound', { code: input.appCode }));
  if (plan.kind === 'agent') {
    const prepared = await appAgentRuntime.prepare({
      context,
      app: plan.app,
      request: plan.request,
      userId: caller.userId,
      convUid: `v2-${plan.app.appCode}`,
      language: input.language,
    });
    if (!prepared.ok) throw new ApiError(400, '400', prepared.problem);
    const { produce, model } = prepared.turn;
    return {
      model,
      prompt: async () => messages,
      text: (prompt, signal) => answerWords(produce(prompt, signal)),
    };
  }
  const scene = plan.request;
  const model = await context.modelRegistry.getChatModel(scene.model_name);
  const settings = { model, temperature: scene.temperature, maxNewTokens: scene.max_new_tokens ?? undefined };
  if (scene.chat_mode === 'chat_normal') return { ...settings, prompt: async () => messages };
  if (scene.chat_mode !== 'chat_knowledge')
    throw new ApiError(
      400,
      '400',
      localized('chatV2.appSceneNotSupported', { scene: scene.chat_mode ?? '' }),
    );
  return {
    ...settings,
    async prompt() {
      const prepared = await prepareKnowledgeTurn(context.knowledge, scene, input.language);
      if (!prepared.ok) throw ApiError.notFound(prepared.problem);
      return [{ role: 'system', content: prepared.turn.system }, ...messages];
    },
  };
}
