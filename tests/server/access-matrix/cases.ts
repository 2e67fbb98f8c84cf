import { CONVERSATION_CASES } from './conversations';
import { DATASOURCE_CASES } from './datasources';
import type { AccessCase } from './matrix';

/** Every row of the matrix, by kind of resource. */
export const MATRIX: readonly AccessCase[] = [...CONVERSATION_CASES, ...DATASOURCE_CASES];
