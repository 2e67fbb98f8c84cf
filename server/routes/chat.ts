import type { FastifyPluginAsync } from 'fastify';
import { registerChatCompletionRoutes } from './chat-completions';
import { registerV2ChatCompletionRoutes } from './chat-completions-v2';
import { registerChatTopicRoutes } from './chat-topic';
import type { RouteContext } from '../context';
import { registerDialogueRoutes } from './dialogues';

/**
 * The conversation routes (contract S and 6). They share the answers in flight, so that terminate,
 * clear and delete can stop a running stream; a shutdown stops them all and stores what was said.
 */
export const chatRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const turns = context.activeTurns;
  app.addHook('preClose', async () => turns.stopAll('shutdown'));
  const models = await context.modelRegistry.listModelNames();
  if (models.length === 0)
    app.log.warn(
      'no language model is configured: chats answer an error until a model is added in the Models screen or LLM_MODEL_NAME is set',
    );
  else app.log.info({ models }, 'chat models configured');
  registerDialogueRoutes(app, context, turns);
  registerChatCompletionRoutes(app, context, turns);
  registerV2ChatCompletionRoutes(app, context);
  registerChatTopicRoutes(app, context, turns);
};
