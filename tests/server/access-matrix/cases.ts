import { APP_CASES } from './apps';
import { CONVERSATION_CASES } from './conversations';
import { DATASOURCE_CASES } from './datasources';
import { FLOW_CASES } from './flows';
import { KNOWLEDGE_CASES } from './knowledge';
import type { AccessCase } from './matrix';
import { EVALUATION_CASES, PLUGIN_CASES } from './plugins-evaluation';
import { REFERENCE_CASES } from './references';
import { SHARING_CASES } from './sharing';
import { PROMPT_AND_KEY_CASES } from './prompts-keys';

/** Every row of the matrix, by kind of resource. */
export const MATRIX: readonly AccessCase[] = [
  ...CONVERSATION_CASES,
  ...PROMPT_AND_KEY_CASES,
  ...APP_CASES,
  ...KNOWLEDGE_CASES,
  ...FLOW_CASES,
  ...DATASOURCE_CASES,
  ...PLUGIN_CASES,
  ...EVALUATION_CASES,
  ...REFERENCE_CASES,
  ...SHARING_CASES,
];
