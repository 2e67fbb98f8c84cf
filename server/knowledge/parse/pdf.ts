import { getDocumentProxy } from 'unpdf';
import { DocumentProblem, type ParsedDocument, type ParsedPage } from '../pipeline';
import { localized, verbatim } from '../../i18n/localized-text';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** pdf.js's own words for why it failed (its messages are English only). */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function openPdf(bytes: Uint8Array, name: string): Promise<PdfDocument> {
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given, and the caller still owns `bytes`.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException')
      throw new DocumentProblem(localized('knowledgeFile.pdfEncrypted', { name }));
    throw new DocumentProblem(
      localized('knowledgeFile.pdfUnreadable', { name, reason: verbatim(reasonOf(error)) }),
    );
  }
}

async function pageText(pdf: PdfDocument, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  page.cleanup();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

async function pdfTitle(pdf: PdfDocument): Promise<string | undefined> {
  const metadata = await pdf.getMetadata().catch(() => undefined);
  const info = metadata?.info as { Title?: unknown } | undefined;
  return typeof info?.Title === 'string' && info.Title.trim() !== '' ? info.Title.trim() : undefined;
}

/** A PDF's text, page by page (numbered from 1); a page that cannot be read names its number. */
export async function parsePdf(bytes: Uint8Array, name: string): Promise<ParsedDocument> {
  const pdf = await openPdf(bytes, name);
  try {
    const pages: ParsedPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      try {
        pages.push({ number, text: await pageText(pdf, number) });
      } catch (error) {
        const reason = verbatim(reasonOf(error));
        throw new DocumentProblem(localized('knowledgeFile.pdfPage', { name, page: number, reason }));
      }
    }
    if (pages.every((page) => page.text === ''))
      throw new DocumentProblem(localized('knowledgeFile.pdfNoText', { name }));
    const title = await pdfTitle(pdf);
    return { kind: 'pdf', ...(title === undefined ? {} : { title }), pages };
  } finally {
    await pdf.destroy();
  }
}
