import type { Queryable } from '../storage/db';
import { createChatMessageRepository, type ChatMessageRepository } from './chat-messages';
import { createConversationRepository, type ConversationRepository } from './conversations';
import { createFeedbackRepository, type FeedbackRepository } from './feedback';
import { createFileRepository, type FileRepository } from './files';
import { createModelRepository, type ModelRepository } from './models';
import { createPromptRepository, type PromptRepository } from './prompts';
import { createQuestionRepository, type QuestionRepository } from './questions';
import { createUserRepository, type UserRepository } from './users';

/** Every repository the routes may use; each area adds its own here. */
export interface Repositories {
  users: UserRepository;
  conversations: ConversationRepository;
  chatMessages: ChatMessageRepository;
  files: FileRepository;
  feedback: FeedbackRepository;
  questions: QuestionRepository;
  models: ModelRepository;
  prompts: PromptRepository;
}

export function createRepositories(db: Queryable): Repositories {
  return {
    users: createUserRepository(db),
    conversations: createConversationRepository(db),
    chatMessages: createChatMessageRepository(db),
    files: createFileRepository(db),
    feedback: createFeedbackRepository(db),
    questions: createQuestionRepository(db),
    models: createModelRepository(db),
    prompts: createPromptRepository(db),
  };
}
