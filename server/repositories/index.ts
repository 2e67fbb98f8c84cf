import type { Database } from '../storage/db';
import { createOidcPendingLoginRepository, type OidcPendingLoginRepository } from './oidc-pending-logins';
import { createSignInFailureRepository, type SignInFailureRepository } from './sign-in-failures';
import { createAccountRepository, type AccountRepository } from './accounts';
import { createAnswerVersionRepository, type AnswerVersionRepository } from './answer-versions';
import { createApiKeyRepository, type ApiKeyRepository } from './api-keys';
import { createAppMemberRepository, type AppMemberRepository } from './app-members';
import { createAppRepository, type AppRepository } from './apps';
import { createAvatarRepository, type AvatarRepository } from './avatars';
import { createChatMessageRepository, type ChatMessageRepository } from './chat-messages';
import { createChatRoundRepository, type ChatRoundRepository } from './chat-rounds';
import { ConversationListVersions } from './conversation-list-versions';
import { createConversationRepository, type ConversationRepository } from './conversations';
import { createDatasourceRepository, type DatasourceRepository } from './datasources';
import { createEvaluationDatasetRepository, type EvaluationDatasetRepository } from './evaluation-datasets';
import { createJobRepository, type JobRepository } from './jobs';
import { createEvaluationRepository, type EvaluationRepository } from './evaluations';
import { createFeedbackRepository, type FeedbackRepository } from './feedback';
import { createFileRepository, type FileRepository } from './files';
import { createFlowRepository, type FlowRepository } from './flows';
import { createFlowVersionRepository, type FlowVersionRepository } from './flow-versions';
import { createFlowVariableRepository, type FlowVariableRepository } from './flow-variables';
import { createKnowledgeChunkRepository, type KnowledgeChunkRepository } from './knowledge-chunks';
import { createKnowledgeDocumentRepository, type KnowledgeDocumentRepository } from './knowledge-documents';
import { createKnowledgeSpaceRepository, type KnowledgeSpaceRepository } from './knowledge-spaces';
import { createModelRepository, type ModelRepository } from './models';
import { createOidcIdentityRepository, type OidcIdentityRepository } from './oidc-identities';
import { createPromptRepository, type PromptRepository } from './prompts';
import { createQuestionRepository, type QuestionRepository } from './questions';
import { createEmbedLinkRepository, type EmbedLinkRepository } from './embed-links';
import { createSessionRepository, type SessionRepository } from './sessions';
import { createUserRepository, type UserRepository } from './users';
import { createHubSourceRepository, type HubSourceRepository } from './hub-sources';
import { createInstalledPackageRepository, type InstalledPackageRepository } from './installed-packages';
import { createPluginRepository, type PluginRepository } from './plugins';
import { createInstalledAgentRepository, type InstalledAgentRepository } from './installed-agents';
import { createCompositeOperatorRepository, type CompositeOperatorRepository } from './composite-operators';

/** Every repository the routes may use; each area adds its own here. */
export interface Repositories {
  users: UserRepository;
  conversations: ConversationRepository;
  /** The version of each user's conversation list (shared with other instances by app.ts). */
  conversationListVersions: ConversationListVersions;
  chatMessages: ChatMessageRepository;
  chatRounds: ChatRoundRepository;
  answerVersions: AnswerVersionRepository;
  files: FileRepository;
  feedback: FeedbackRepository;
  questions: QuestionRepository;
  models: ModelRepository;
  prompts: PromptRepository;
  knowledgeSpaces: KnowledgeSpaceRepository;
  knowledgeDocuments: KnowledgeDocumentRepository;
  knowledgeChunks: KnowledgeChunkRepository;
  datasources: DatasourceRepository;
  /** Sign-in accounts and their sessions (`AUTH_MODE=local`). */
  accounts: AccountRepository;
  sessions: SessionRepository;
  apiKeys: ApiKeyRepository;
  apps: AppRepository;
  appMembers: AppMemberRepository;
  avatars: AvatarRepository;
  /** OpenID Connect users' accounts (`AUTH_MODE=oidc`). */
  oidcIdentities: OidcIdentityRepository;
  /** Apps' embed links (signed tokens for other sites' iframes). */
  embedLinks: EmbedLinkRepository;
  /** Failed sign-in counts, shared by every instance on the database. */
  signInFailures: SignInFailureRepository;
  /** OIDC sign-ins sent to the provider and not back yet, shared by every instance. */
  oidcPendingLogins: OidcPendingLoginRepository;
  /** AWEL flows and their earlier definitions. */
  flows: FlowRepository;
  flowVersions: FlowVersionRepository;
  /** Flow variables (`${...}` references), secrets sealed. */
  flowVariables: FlowVariableRepository;
  /** Evaluation datasets, and evaluation runs with their rows. */
  evaluationDatasets: EvaluationDatasetRepository;
  evaluations: EvaluationRepository;
  /** Background work shared by every instance (knowledge sync, evaluation runs). */
  jobs: JobRepository;
  /** Package hubs added by administrators, and the packages installed from hubs. */
  hubSources: HubSourceRepository;
  installedPackages: InstalledPackageRepository;
  /** Installed plugins (tools), secrets sealed. */
  plugins: PluginRepository;
  /** Agents and composite operators that hub packages installed. */
  installedAgents: InstalledAgentRepository;
  compositeOperators: CompositeOperatorRepository;
}

export function createRepositories(db: Database): Repositories {
  const listVersions = new ConversationListVersions();
  return {
    users: createUserRepository(db),
    conversations: createConversationRepository(db, listVersions, db.dialect),
    conversationListVersions: listVersions,
    chatMessages: createChatMessageRepository(db),
    chatRounds: createChatRoundRepository(db, listVersions),
    answerVersions: createAnswerVersionRepository(db, listVersions),
    files: createFileRepository(db),
    feedback: createFeedbackRepository(db),
    questions: createQuestionRepository(db),
    models: createModelRepository(db),
    prompts: createPromptRepository(db),
    knowledgeSpaces: createKnowledgeSpaceRepository(db),
    knowledgeDocuments: createKnowledgeDocumentRepository(db),
    knowledgeChunks: createKnowledgeChunkRepository(db),
    datasources: createDatasourceRepository(db),
    accounts: createAccountRepository(db),
    sessions: createSessionRepository(db),
    apiKeys: createApiKeyRepository(db),
    apps: createAppRepository(db),
    appMembers: createAppMemberRepository(db),
    avatars: createAvatarRepository(db),
    oidcIdentities: createOidcIdentityRepository(db),
    embedLinks: createEmbedLinkRepository(db),
    signInFailures: createSignInFailureRepository(db),
    oidcPendingLogins: createOidcPendingLoginRepository(db),
    flows: createFlowRepository(db),
    flowVersions: createFlowVersionRepository(db),
    flowVariables: createFlowVariableRepository(db),
    evaluationDatasets: createEvaluationDatasetRepository(db),
    evaluations: createEvaluationRepository(db),
    jobs: createJobRepository(db),
    hubSources: createHubSourceRepository(db),
    installedPackages: createInstalledPackageRepository(db),
    plugins: createPluginRepository(db),
    installedAgents: createInstalledAgentRepository(db),
    compositeOperators: createCompositeOperatorRepository(db),
  };
}
