import { healthDocs } from './health';
import { authDocs } from './auth';
import { modelServeDocs } from './model-serve';
import { localModelsDocs } from './local-models';
import { usersDocs } from './users';
import { adminUsersDocs } from './admin-users';
import { apiKeysDocs } from './api-keys';
import { profileDocs } from './profile';
import { flowsVariablesDocs } from './flows-variables';
import { flowsTransferDocs } from './flows-transfer';
import { flowsTemplatesDocs } from './flows-templates';
import { mySessionsDocs } from './my-sessions';
import { embedLinksDocs } from './embed-links';
import { dbgptsSourcesDocs } from './dbgpts-sources';
import { dbgptsDocs } from './dbgpts';
import { modelsDocs } from './models';
import { appsDocs } from './apps';
import { appsSharingDocs } from './apps-sharing';
import { appsCatalogueDocs } from './apps-catalogue';
import { appsV2Docs } from './apps-v2';
import { dialoguesDocs } from './dialogues';
import { chatCompletionsDocs } from './chat-completions';
import { chatCompletionsV2Docs } from './chat-completions-v2';
import { chatTopicDocs } from './chat-topic';
import { filesDocs } from './files';
import { questionsDocs } from './questions';
import { feedbackDocs } from './feedback';
import { promptsDocs } from './prompts';
import { promptTemplatesDocs } from './prompt-templates';
import { knowledgeSpacesDocs } from './knowledge-spaces';
import { knowledgeSpaceArgumentsDocs } from './knowledge-space-arguments';
import { knowledgeDocumentsDocs } from './knowledge-documents';
import { knowledgeDocumentUploadDocs } from './knowledge-document-upload';
import { knowledgeDocumentSyncDocs } from './knowledge-document-sync';
import { knowledgeChunksDocs } from './knowledge-chunks';
import { knowledgeRetrievalDocs } from './knowledge-retrieval';
import { knowledgeV2SpacesDocs } from './knowledge-v2-spaces';
import { knowledgeV2SpaceUpdateDocs } from './knowledge-v2-space-update';
import { knowledgeV2DocumentsDocs } from './knowledge-v2-documents';
import { datasourcesDocs } from './datasources';
import { datasourceUploadDocs } from './datasource-upload';
import { datasourceCheckDocs } from './datasource-check';
import { flowsDocs } from './flows';
import { flowsVersionsDocs } from './flows-versions';
import { flowsNodesDocs } from './flows-nodes';
import { flowsDebugDocs } from './flows-debug';
import { flowsTriggerDocs } from './flows-trigger';
import { evaluateDatasetRoutesDocs } from './evaluate-dataset-routes';
import { evaluateEvaluationRoutesDocs } from './evaluate-evaluation-routes';
import { pluginsDocs } from './plugins';
import { staticClientDocs } from './static-client';
import { openapiDocs } from './openapi';
import { authOidcDocs } from './auth-oidc';
import { apiDocsDocs } from './api-docs';
import type { RouteDocs } from '../route-doc';

/** Every route's description, by the file that registers it. */
export const ROUTE_DOCS: readonly RouteDocs[] = [
  openapiDocs,
  authOidcDocs,
  apiDocsDocs,
  healthDocs,
  authDocs,
  modelServeDocs,
  localModelsDocs,
  usersDocs,
  adminUsersDocs,
  apiKeysDocs,
  profileDocs,
  flowsVariablesDocs,
  flowsTransferDocs,
  flowsTemplatesDocs,
  mySessionsDocs,
  embedLinksDocs,
  dbgptsSourcesDocs,
  dbgptsDocs,
  modelsDocs,
  appsDocs,
  appsSharingDocs,
  appsCatalogueDocs,
  appsV2Docs,
  dialoguesDocs,
  chatCompletionsDocs,
  chatCompletionsV2Docs,
  chatTopicDocs,
  filesDocs,
  questionsDocs,
  feedbackDocs,
  promptsDocs,
  promptTemplatesDocs,
  knowledgeSpacesDocs,
  knowledgeSpaceArgumentsDocs,
  knowledgeDocumentsDocs,
  knowledgeDocumentUploadDocs,
  knowledgeDocumentSyncDocs,
  knowledgeChunksDocs,
  knowledgeRetrievalDocs,
  knowledgeV2SpacesDocs,
  knowledgeV2SpaceUpdateDocs,
  knowledgeV2DocumentsDocs,
  datasourcesDocs,
  datasourceUploadDocs,
  datasourceCheckDocs,
  flowsDocs,
  flowsVersionsDocs,
  flowsNodesDocs,
  flowsDebugDocs,
  flowsTriggerDocs,
  evaluateDatasetRoutesDocs,
  evaluateEvaluationRoutesDocs,
  pluginsDocs,
  staticClientDocs,
];
