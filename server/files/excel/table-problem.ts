import type { LocalizedText } from '../../i18n/localized-text';

/** The file cannot become a table; the text says why, in the caller's language. */
export class TableFileProblem extends Error {
  override name = 'TableFileProblem';

  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}
