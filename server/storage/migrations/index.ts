import type { Migration } from '../migration';
import { usersMigration } from './001-users';
import { conversationsMigration } from './002-conversations';
import { filesFeedbackMigration } from './003-files-feedback';
import { modelsMigration } from './004-models';
import { promptsMigration } from './005-prompts';
import { conversationListIndexMigration } from './006-conversation-list-index';
import { knowledgeMigration } from './007-knowledge';
import { knowledgeGraphMigration } from './008-knowledge-graph';
import { knowledgeSyncMigration } from './009-knowledge-sync';
import { datasourcesMigration } from './010-datasources';
import { accountsSessionsMigration } from './011-accounts-sessions';
import { apiKeysMigration } from './012-api-keys';
import { appsMigration } from './013-apps';
import { profilesMigration } from './014-profiles';
import { oidcIdentitiesMigration } from './015-oidc-identities';
import { embedLinksMigration } from './016-embed-links';
import { flowsMigration } from './017-flows';
import { flowVariablesMigration } from './019-flow-variables';
import { evaluationDatasetsMigration } from './021-evaluation-datasets';
import { evaluationsMigration } from './022-evaluations';
import { packageHubsMigration } from './023-package-hubs';
import { packageAgentsOperatorsMigration } from './024-package-agents-operators';
import { pluginsMigration } from './025-plugins';
import { knowledgeFlowVisibilityMigration } from './026-knowledge-flow-visibility';
import { datasourceOwnersMigration } from './027-datasource-owners';
import { answerVersionsMigration } from './028-answer-versions';
import { sharedSignInStateMigration } from './029-shared-sign-in-state';
import { jobsMigration } from './030-jobs';
import { jobSubjectsMigration } from './031-job-subjects';
import { hubRefreshesMigration } from './032-hub-refreshes';
import { vectorVersionsMigration } from './033-vector-versions';
import { fullTextPostingsMigration } from './034-full-text-postings';
import { storedFilesMigration } from './035-stored-files';

/** Every migration, in the order they apply. Append new ones; never renumber or edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [
  usersMigration,
  conversationsMigration,
  filesFeedbackMigration,
  modelsMigration,
  promptsMigration,
  conversationListIndexMigration,
  knowledgeMigration,
  knowledgeGraphMigration,
  knowledgeSyncMigration,
  datasourcesMigration,
  accountsSessionsMigration,
  apiKeysMigration,
  appsMigration,
  profilesMigration,
  oidcIdentitiesMigration,
  embedLinksMigration,
  flowsMigration,
  flowVariablesMigration,
  evaluationDatasetsMigration,
  evaluationsMigration,
  packageHubsMigration,
  packageAgentsOperatorsMigration,
  pluginsMigration,
  knowledgeFlowVisibilityMigration,
  datasourceOwnersMigration,
  answerVersionsMigration,
  sharedSignInStateMigration,
  jobsMigration,
  jobSubjectsMigration,
  hubRefreshesMigration,
  vectorVersionsMigration,
  fullTextPostingsMigration,
  storedFilesMigration,
];
