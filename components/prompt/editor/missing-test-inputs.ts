import type { TFunction } from 'i18next';

/** What a test still needs: the variables without a value (in template order) and whether the user input is empty. */
export interface MissingTestInputs {
  variables: string[];
  userInput: boolean;
}

export function missingTestInputs(
  variables: readonly string[],
  values: Readonly<Record<string, string>>,
  userInput: string,
): MissingTestInputs {
  return {
    variables: variables.filter((name) => !values[name]?.trim()),
    userInput: !userInput.trim(),
  };
}

export const isComplete = (missing: MissingTestInputs) =>
  missing.variables.length === 0 && !missing.userInput;

/** "Fill in a value for {customer} and {question}. Fill in the user input." in the page's language. */
export function describeMissing(
  missing: MissingTestInputs,
  t: TFunction<'prompt'>,
  language: string,
): string {
  const sentences: string[] = [];
  if (missing.variables.length > 0) {
    const names = new Intl.ListFormat(language === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(
      missing.variables.map((name) => `{${name}}`),
    );
    sentences.push(t('test.missing_values', { count: missing.variables.length, names }));
  }
  if (missing.userInput) sentences.push(t('test.missing_user_input'));
  return sentences.join(language === 'zh' ? '' : ' ');
}
