import { verbatim } from '../../i18n/localized-text';
import type { ParamSpec } from '../nodes/node-definition';

/**
 * A DB-GPT node's parameter as its metadata names it: the label is DB-GPT's own English (verbatim in both
 * languages, as DB-GPT shows it), optional, typed in a text input unless `extra` says otherwise.
 */
export const dbgptParam = (
  name: string,
  label: string,
  type: ParamSpec['type'],
  extra: Partial<ParamSpec> = {},
): ParamSpec => ({
  name,
  label: verbatim(label),
  description: verbatim(label),
  type,
  optional: true,
  uiType: 'input',
  ...extra,
});
