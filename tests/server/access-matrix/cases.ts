import { DATASOURCE_CASES } from './datasources';
import type { AccessCase } from './matrix';

/** Every row of the matrix, by kind of resource. */
export const MATRIX: readonly AccessCase[] = [...DATASOURCE_CASES];
