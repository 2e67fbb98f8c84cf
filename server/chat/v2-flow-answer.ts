import type { FastifyRequest } from 'fastify';
import { resolveFlowCaller } from '../access/flow-access';
import { flowRunner } from './flow-chat-runner';
import { ApiError } from '../http/api-error';
import type { ServerLanguage } from '../i18n/language';
import type { PromptMessage } from '../models/chat-model';
import type { RouteContext } from '../context';

/** The text of a flow's answer as it grows, for `chat_mode: chat_flow`. */
export type FlowAnswerText = (prompt: PromptMessage[], signal: AbortSignal) => AsyncIterable<string>;

/**
 * `chat_mode: chat_flow` of `POST /api/v2/chat/completions`, `chat_param` the flow's uid: the deployed
 * flow runs through the same runner as the web chat's flow chats. A flow that cannot run is a 4xx.
 */
export async function prepareFlowAnswer(input: {
  context: RouteContext;
  request: FastifyRequest;
  flowUid: string;
  modelName: string;
  question: string;
  convUid: string;
  language: ServerLanguage;
}): Promise<FlowAnswerText> {
  const prepared = await flowRunner.prepare({
    context: input.context,
    flowUid: input.flowUid,
    request: { chat_mode: 'chat_flow', user_input: input.question, model_name: input.modelName },
    userId: input.request.userId,
    convUid: input.convUid,
    language: input.language,
    // The caller names the flow: it must be one they may use.
    chooser: await resolveFlowCaller(input.request, input.context.repositories.users),
  });
  if (!prepared.ok) throw new ApiError(400, '400', prepared.problem);
  const { produce } = prepared.turn;
  return async function* flowText(prompt, signal) {
    for await (const piece of produce(prompt, signal)) if (piece.content) yield piece.content;
  };
}
