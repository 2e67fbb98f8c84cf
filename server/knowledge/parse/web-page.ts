import { DocumentProblem, type WebPage, type WebPageOptions } from '../pipeline';
import { localized } from '../../i18n/localized-text';

// STUB: replaced by the document-reading part. Signature is the seam; keep it.

/** Fetches a page within the limits and extracts its readable text; throws DocumentProblem. */
export async function fetchWebPage(url: string, options: WebPageOptions): Promise<WebPage> {
  void options;
  throw new DocumentProblem(localized('validation.badFormat'));
  return { url, title: '', text: '' };
}
