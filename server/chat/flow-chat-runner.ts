import { referencesElement } from '../knowledge/knowledge-references';
import { localized, verbatim } from '../i18n/localized-text';
import type { PromptMessage } from '../models/chat-model';
import { ModelProviderError } from '../models/provider-error';
import type { FlowRunner } from './flow-turn';
import { canUseFlow } from '../access/flow-access';
import { FlowRunError, runFlow } from '../flows/runtime/flow-run';
import { valueText, type FlowMessage, type FlowRequestBody } from '../flows/runtime/flow-values';
import { findStoredFlow, planStoredFlow } from '../flows/runtime/stored-flow-plan';

function textOf(content: PromptMessage['content']): string {
  if (typeof content === 'string') return content;
  return content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}

/** The chat's prompt as the trigger's request: the last user message is the question, the rest history. */
export function chatRequestBody(
  messages: readonly PromptMessage[],
  model: string | null | undefined,
  convUid: string,
): FlowRequestBody {
  const said = messages.filter((message) => message.role === 'user' || message.role === 'assistant');
  const question = said[said.length - 1];
  const history: FlowMessage[] = said
    .slice(0, -1)
    .map((message) => ({ role: message.role as FlowMessage['role'], content: textOf(message.content) }));
  return { messages: question ? textOf(question.content) : '', model, conv_uid: convUid, history };
}

/** Chats with a deployed flow: its streaming output is the answer; citations end it as in chat_knowledge. */
export const flowRunner: FlowRunner = {
  async prepare(input) {
    const uid = input.flowUid.trim();
    if (!uid) return { ok: false, problem: localized('flowRun.chooseFlow') };
    const flow = await findStoredFlow(input.context, uid);
    if (!flow || (input.chooser && !canUseFlow(flow, input.chooser)))
      return { ok: false, problem: localized('flowRun.flowNotFound', { uid }) };
    const planned = await planStoredFlow(input.context, flow, input.language);
    if (!planned.ok) return planned;
    return {
      ok: true,
      turn: {
        async *produce(messages, signal) {
          const run = runFlow(planned.plan, {
            context: input.context,
            userId: input.userId,
            chooserId: flow.userCode,
            language: input.language,
            request: chatRequestBody(messages, input.request.model_name, input.convUid),
            flowUid: flow.uid,
            signal,
          });
          let said = false;
          try {
            for (;;) {
              const next = await run.next();
              if (next.done) {
                const text = said ? '' : valueText(next.value.value);
                const references = referencesElement(next.value.references);
                if (text || references) yield { content: `${text}${references}`, reasoning: '' };
                return;
              }
              said = true;
              yield { content: next.value, reasoning: '' };
            }
          } catch (error) {
            if (error instanceof FlowRunError)
              throw new ModelProviderError('provider', verbatim(error.message), { cause: error });
            throw error;
          } finally {
            // The chat stopped reading (the client left): end the run, its timer and its model calls.
            await run.return({ value: null, references: [] });
          }
        },
      },
    };
  },
};
