import type { RouteContext } from '../../context';
import type { FlowMessage, FlowRequestBody } from './flow-values';

/** The chat mode a conversation started through a flow's trigger is kept under (as a flow chat's). */
const TRIGGER_CHAT_MODE = 'chat_flow';

/**
 * DB-GPT keeps a triggered flow's conversation by the body's `conv_uid`: its history loaders read the earlier
 * rounds from storage and the answer is stored as the next round. Here the rounds are the caller's own
 * conversation of that id (another user's is never read or written).
 */
export interface TriggerConversation {
  /** The request with the stored rounds before the body's own history. */
  request: FlowRequestBody;
  /** Stores the question and the answer as the conversation's next round. */
  keep(answer: string): Promise<void>;
}

export async function openTriggerConversation(
  context: RouteContext,
  userId: string,
  flowUid: string,
  request: FlowRequestBody,
): Promise<TriggerConversation | undefined> {
  const convUid = request.conv_uid?.trim();
  if (!convUid) return undefined;
  const { conversations, chatMessages, chatRounds } = context.repositories;
  const conversation = await conversations.find(convUid);
  if (conversation && conversation.userId !== userId) return undefined;
  const stored: FlowMessage[] = conversation
    ? (await chatMessages.listForConversation(convUid)).map((message) => ({
        role: message.role === 'human' ? 'user' : 'assistant',
        content: message.content,
      }))
    : [];
  return {
    request: { ...request, history: [...stored, ...request.history] },
    async keep(answer) {
      const round = await chatRounds.openRound({
        convUid,
        userId,
        newConversation: { convUid, userId, chatMode: TRIGGER_CHAT_MODE, modelName: request.model ?? null },
        summary: request.messages.slice(0, 100),
        modelName: request.model ?? null,
        selectParam: flowUid,
        content: request.messages,
        extra: {},
      });
      if (round === undefined) return;
      await chatMessages.save({
        convUid,
        roundIndex: round,
        role: 'ai',
        content: answer,
        extra: {},
        modelName: request.model ?? null,
      });
    },
  };
}
