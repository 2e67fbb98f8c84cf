import { localized, sentences, type LocalizedText } from '../i18n/localized-text';

/** `<field>: <problem>;` as the contract's validation errors read (0.4); an empty path names the whole value. */
export function fieldProblem(field: string, problem: LocalizedText): LocalizedText {
  return localized('validation.issue', { field: field || localized('validation.wholeValue'), problem });
}

/** Every problem of a request, one after another. */
export function fieldProblems(problems: readonly LocalizedText[]): LocalizedText {
  return sentences(problems);
}
