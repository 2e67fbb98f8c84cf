import { DocumentProblem } from '../../knowledge/pipeline';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';

/** A tool could not be listed, opened or called; `text` says why in the user's language. */
export class ToolProblem extends Error {
  override name = 'ToolProblem';
  constructor(
    readonly text: LocalizedText,
    options?: { cause?: unknown },
  ) {
    super(text.in('en'), options);
  }
}

/** What went wrong, for the user: our own problems as they are, a fetch failure by its cause. */
export function problemText(error: unknown): LocalizedText {
  if (error instanceof ToolProblem || error instanceof DocumentProblem) return error.text;
  if (error instanceof Error) {
    // undici reports a refused or failed connection as "fetch failed" with the reason as its cause.
    if (error.cause instanceof DocumentProblem) return error.cause.text;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return localized('pluginTools.failed', { reason: verbatim(`${error.message}${cause}`) });
  }
  return localized('pluginTools.failed', { reason: verbatim(String(error)) });
}
