import { appsEn } from './apps';
import { authEn } from './auth';
import { agentsEn } from './agents';
import { packageTypesEn } from './package-types';
import { usersEn } from './users';
import { embedEn } from './embed';
import { teamEn } from './team';
import { pluginsEn } from './plugins';
import { uploadLimitsEn } from './upload-limits';
import { oidcEn } from './oidc';
import { fileAccessEn } from './file-access';
import { chatV2En } from './chat-v2';
import { serveV2En } from './serve-v2';
import { flowsEn } from './flows';
import { dbgptNodesEn } from './dbgpt-nodes';
import { dbgptKnowledgeEn } from './dbgpt-knowledge';
import { flowRuntimeEn } from './flow-runtime';
import { flowIoEn } from './flow-io';
import { evaluationEn } from './evaluation';
import { dbgptsEn } from './dbgpts';
import { flowNodesEn } from './flow-nodes';
import { dataChatEn } from './data-chat';
import { datasourceEn } from './datasource';
import { datasourceFilesEn } from './datasource-files';
import { knowledgeStoreEn } from './knowledge-store';
import { knowledgePipelineEn } from './knowledge-pipeline';
import { knowledgeRetrievalEn } from './knowledge-retrieval';
import { pluginToolsEn } from './plugin-tools';
/**
 * Every message the server answers a caller with, in English: the reference the other languages follow.
 * `{name}` is a value filled in when the message is written; keys are `area.what`.
 */
export const en = {
  // Problems with one field, written `<field>: <problem>;` (contract 0.4).
  'validation.issue': '{field}: {problem};',
  'validation.wholeValue': 'value',
  'validation.required': 'is required',
  'validation.mustNotBeEmpty': 'must not be empty',
  'validation.mustBeText': 'must be text',
  'validation.mustBeNumber': 'must be a number',
  'validation.mustBeWholeNumber': 'must be a whole number',
  'validation.mustBeBoolean': 'must be true or false',
  'validation.mustBeList': 'must be a list',
  'validation.mustBeObject': 'must be an object',
  'validation.mustBeType': 'must be of type {type}',
  'validation.tooLong': 'must be at most {max} characters',
  'validation.tooShort': 'must be at least {min} characters',
  'validation.tooManyItems': 'must have at most {max} items',
  'validation.tooFewItems': 'must have at least {min} items',
  'validation.atMost': 'must be at most {max}',
  'validation.lessThan': 'must be less than {max}',
  'validation.atLeast': 'must be at least {min}',
  'validation.greaterThan': 'must be greater than {min}',
  'validation.multipleOf': 'must be a multiple of {divisor}',
  'validation.mustBe': 'must be {value}',
  'validation.oneOf': 'must be one of {values}',
  'validation.badFormat': 'is not in the expected format',
  'validation.unknownFields': 'has unknown fields: {fields}',
  'validation.invalid': 'is invalid',
  'validation.noNul': 'must not contain NUL characters',
  'validation.notJson': 'is not valid JSON',
  'validation.bodyNotJson': 'is not valid JSON, though its Content-Type is application/json',
  'validation.emptyJsonBody': 'must not be empty when its Content-Type is application/json',
  'validation.bodyLengthMismatch': 'does not match its Content-Length',
  'validation.httpUrl': 'must be an http(s) URL',
  'validation.noControlCharacters': 'must not contain control characters',
  'validation.conversationId': 'must be a conversation id: up to {max} letters, digits, "-", "_", "." or ":"',
  'validation.roundNumber': 'must be the round number',
  'validation.roundNumberOrder': 'must be the round number (the message order)',
  'validation.roundNumberMax': 'must be the round number (the message order), at most {max}',
  'validation.requiredMayBeNull': 'is required (it may be null)',
  'validation.rating':
    'must be a whole number from {min} to {max} (0 Lowest, 1 Missed, 2 Lost, 3 Incorrect, 4 Verbose, 5 Best)',
  'validation.visibility': 'must be "public" or "private"',
  'validation.nameOrPromptCode': 'is required (or prompt_code)',
  'validation.testQuestion': 'is required: the question to test with',
  'validation.chatSceneOrSchema': 'is required for Agent and Scene prompts (or give a response_schema)',
  'validation.missingTemplateValues': 'missing values for {names}',
  'validation.chatModeNotStartable': '"{mode}" cannot be started through this endpoint',
  'validation.sameAsModel': 'must be the same as model',
  'validation.providerRequired': 'is required (one of {providers})',
  'validation.providerUnknown': 'unknown provider; use one of {providers}',
  'validation.providerLacksType': '{provider} offers no {workerType} models',

  // The HTTP layer: refusals before any route, and failures no route expected.
  'http.internal': 'Internal server error',
  'http.writeConflict':
    'Something with the same name was saved at the same moment, so this was not saved. Reload to see it, then try again.',
  'http.notFound': 'Not found: {method} {path}',
  'http.pageNotFound': 'Not found',
  'http.clientNotBuilt':
    'The web client is not built yet. Run `npm run build` (or `npm start`), then reload. The API is available under /api/.',
  'http.otherHost':
    'This server does not answer for the host {host}; add its name to ALLOWED_HOSTS to serve it',
  'http.crossSite':
    'Cross-site request refused: {source} may not change data here; add it to CORS_ORIGIN to allow it',
  'http.crossSiteOrigin': 'origin {origin}',
  'http.crossSitePage': 'a cross-site page',
  'http.badUrl': 'The address is not a valid URL: it has a malformed %-escape',
  'http.addressPartTooLong': 'A part of the address is too long',
  'http.headersTooLarge': 'The request line or headers are too large (a query string this long is refused)',
  'http.requestTimeout': 'The request took too long to arrive',
  'http.notHttp': 'The request is not valid HTTP',
  'http.bodyTooLarge': 'The request body is too large',
  'http.unsupportedMediaType': 'This address does not accept a body of type {type}',
  'http.missingMediaType': 'The request body has no Content-Type',
  'http.notMultipart': 'The request is not multipart/form-data',
  'http.tooManyParts': 'The form has too many parts or fields',
  'http.formFieldNotAllowed': 'A form field has a name that is not allowed',
  'http.uploadCutShort': 'The request ended before all of its form data arrived',
  'http.formFieldNotJson': 'A form field is not valid JSON, though its Content-Type says it is',
  'http.refused': 'The request was refused (HTTP {status}): {detail}',

  // Files uploaded to a conversation and served back.
  'files.sendAsMultipart': 'Send the file as multipart/form-data in the form field "doc_files"',
  'files.unreadableUpload': 'The upload could not be read as multipart/form-data',
  'files.oneAtATime': 'Only one file can be uploaded at a time',
  'files.tooLarge': 'The file is larger than the upload limit of {limit}',
  'files.noFile': 'No file was uploaded: send one file in the form field "doc_files"',
  'files.empty': 'The file is empty',
  'files.urisOrPairs': 'Provide exactly one of "uris" or "bucket_file_pairs"',
  'files.notFileUri': 'Not a file URI: {uri}',
  'files.uriOrBucket': 'Provide "uri", or "bucket" and "file_id"',
  'files.notFound': 'File not found: bucket={bucket}, file_id={fileId}',

  // Conversations and their answers.
  'chat.conversationNotFound': 'Conversation {id} not found',
  'chat.roundNotFound': 'Round {round} of conversation {id} not found',
  'chat.modeNotAvailableYet': 'The chat mode "{mode}" is not available yet on this server; use chat_normal',
  'chat.noModel':
    'No language model is available: add one in Construct → Models, or set LLM_MODEL_NAME, LLM_MODEL_PROVIDER, OPENAI_API_BASE and OPENAI_API_KEY and restart the server',
  'chat.modelUnavailable': 'The model "{model}" is not available on this server; available: {models}',
  'chat.couldNotStart': 'The server could not start the answer',
  'chat.questionNotStored': 'The question could not be stored',
  'chat.answerNotStored': 'The answer could not be stored',
  'chat.answerFailed': 'The answer failed: {reason}',
  'feedback.repeated': 'Please do not repeat feedback',

  // Prompts, their built-in templates, answer checks and tests.
  'prompt.notFound': 'Prompt not found: {what}',
  'prompt.changeForbidden': 'Only the owner of prompt "{name}" or an admin can change or delete it',
  'prompt.duplicate':
    'You already have a prompt named "{name}" for language {language} and model {model}; choose another name, language or model',
  'common.none': '(none)',
  'prompt.codeUnavailable':
    'The prompt_code "{code}" cannot be used; choose another one or leave it empty to get a new one',
  'prompt.unknownType': 'Unknown prompt_type "{type}": use one of {types}',
  'prompt.chooseAgent': 'Choose an agent (target) to load its template',
  'prompt.chooseScene': 'Choose a scene (target) to load its template',
  'prompt.chooseMetric': 'Choose a metric (target) to load its template',
  'prompt.noBuiltinTemplate': 'There is no built-in template for "{target}" yet',
  'prompt.unknownTarget': 'Unknown target "{target}" for prompt_type {type}',
  'prompt.noJsonInAnswer': 'The output contains no JSON object to check against the response schema',
  'prompt.answerMissesProperties': 'The output does not match the response schema: missing {properties}',
  'prompt.noModel': 'No language model is configured on this server',
  'prompt.testFailed': 'The model could not answer the test',

  // Models: the model serve API and what model providers answer.
  'model.notFound': 'Model "{model}" ({workerType}) not found',
  'model.nameTakenByConfig':
    'The model name "{name}" is already taken by a model from the server configuration of this type',
  'model.nameTaken': 'The model name "{name}" is already taken by another model of this type',
  'model.configuredCannotDelete':
    'Model "{name}" comes from the server configuration (environment variables) and cannot be deleted; remove it there',
  'model.cannotStart': 'Model "{name}": {problem}',
  'model.storedKeyUnreadable':
    "The stored API key cannot be decrypted with this server's secret key (did DBGPT_SECRET_KEY or secret.key change?); delete the model and add it again",
  'model.storedKeyMalformed':
    'The stored API key is not in a known format; delete the model and add it again',
  'model.unknownProvider': 'Unknown provider {provider}',
  'model.stopped': 'The model "{name}" was stopped',
  'provider.detail': ': {detail}',
  'provider.unreachable': 'Cannot reach the model provider at {baseUrl} ({cause})',
  'provider.keyRejected': 'The model provider rejected the API key (HTTP {status}){detail}',
  'provider.rateLimited': 'The model provider is rate limiting requests (HTTP 429); try again later{detail}',
  'provider.unknownModel': 'The model provider does not know model "{model}" (HTTP 404){detail}',
  'provider.refused': 'The model provider refused the request (HTTP {status}){detail}',
  'provider.failed': 'The model provider failed (HTTP {status}){detail}',
  'provider.brokeOff': "The model provider's answer broke off ({reason})",
  'provider.timeout': 'The model provider did not answer within {seconds} s',
  ...knowledgeStoreEn,
  ...datasourceEn,
  ...datasourceFilesEn,
  ...dataChatEn,
  ...knowledgePipelineEn,
  ...knowledgeRetrievalEn,
  ...pluginToolsEn,
  ...authEn,
  ...usersEn,
  ...embedEn,
  ...teamEn,
  ...pluginsEn,
  ...uploadLimitsEn,
  ...oidcEn,
  ...chatV2En,
  ...serveV2En,
  ...flowsEn,
  ...dbgptNodesEn,
  ...dbgptKnowledgeEn,
  ...flowRuntimeEn,
  ...flowIoEn,
  ...flowNodesEn,
  ...appsEn,
  ...agentsEn,
  ...packageTypesEn,
  ...fileAccessEn,
  ...evaluationEn,
  ...dbgptsEn,
} as const;

export type MessageKey = keyof typeof en;

/** A translation: every English key, no other, each a text with the same `{placeholders}` (a test checks those). */
export type ServerMessages = { readonly [Key in MessageKey]: string };
