import type { ChunkStrategy } from '@/contract/knowledge';
import type { ServerLanguage } from '../../i18n/language';
import { fromCatalogue } from '../../i18n/localized-text';
import type { MessageKey } from '../../locales/catalogue';
import type { ParsedDocument } from '../pipeline';

export type StrategyName =
  | 'CHUNK_BY_SIZE'
  | 'CHUNK_BY_PAGE'
  | 'CHUNK_BY_PARAGRAPH'
  | 'CHUNK_BY_SEPARATOR'
  | 'CHUNK_BY_MARKDOWN_HEADER';

export type DocumentKind = ParsedDocument['kind'];

export const AUTOMATIC = 'Automatic';

/** Which document kinds each strategy can cut. Headings survive in Word, HTML and fetched pages (as markdown). */
const SUPPORTED_KINDS: Readonly<Record<StrategyName, readonly DocumentKind[]>> = {
  CHUNK_BY_SIZE: ['pdf', 'md', 'docx', 'txt', 'csv', 'xlsx', 'html', 'json', 'text', 'url'],
  CHUNK_BY_PAGE: ['pdf', 'xlsx'],
  CHUNK_BY_PARAGRAPH: ['pdf', 'md', 'docx', 'txt', 'csv', 'xlsx', 'html', 'json', 'text', 'url'],
  CHUNK_BY_SEPARATOR: ['pdf', 'md', 'docx', 'txt', 'csv', 'xlsx', 'html', 'json', 'text', 'url'],
  CHUNK_BY_MARKDOWN_HEADER: ['md', 'docx', 'html', 'text', 'url'],
};

export const STRATEGY_NAMES = Object.keys(SUPPORTED_KINDS) as StrategyName[];

export function isStrategyName(value: string): value is StrategyName {
  return Object.hasOwn(SUPPORTED_KINDS, value);
}

export function strategiesFor(kind: DocumentKind): StrategyName[] {
  return STRATEGY_NAMES.filter((strategy) => SUPPORTED_KINDS[strategy].includes(kind));
}

const HEADING_LINE = /^#{1,6}[ \t]+\S/m;

/**
 * The strategy `Automatic` stands for. Markdown, and text that has markdown headings (Word and HTML
 * headings are kept as such), is cut by section so that every chunk knows its heading path; everything
 * else, PDFs included, by size: pages are often too long or too short to be good chunks, and chunks cut
 * by size still carry the page they start on.
 */
export function automaticStrategy(document: ParsedDocument): StrategyName {
  if (document.kind === 'md') return 'CHUNK_BY_MARKDOWN_HEADER';
  const headed = SUPPORTED_KINDS.CHUNK_BY_MARKDOWN_HEADER.includes(document.kind);
  if (headed && document.pages.some((page) => HEADING_LINE.test(page.text)))
    return 'CHUNK_BY_MARKDOWN_HEADER';
  return 'CHUNK_BY_SIZE';
}

const KNOWLEDGE_TYPES: Readonly<Record<string, string>> = { text: 'TEXT', url: 'URL' };

interface Parameter {
  param_name: string;
  param_type: string;
  default_value: string | number | boolean;
  description: MessageKey;
}

const CHUNK_SIZE: Parameter = {
  param_name: 'chunk_size',
  param_type: 'int',
  default_value: 512,
  description: 'knowledgeChunk.chunkSizeParam',
};
const CHUNK_OVERLAP: Parameter = {
  param_name: 'chunk_overlap',
  param_type: 'int',
  default_value: 50,
  description: 'knowledgeChunk.chunkOverlapParam',
};
const SEPARATOR: Parameter = {
  param_name: 'separator',
  param_type: 'string',
  default_value: '\n',
  description: 'knowledgeChunk.separatorParam',
};
const ENABLE_MERGE: Parameter = {
  param_name: 'enable_merge',
  param_type: 'boolean',
  default_value: false,
  description: 'knowledgeChunk.enableMergeParam',
};

const CATALOGUE: Readonly<
  Record<StrategyName, { name: MessageKey; description: MessageKey; parameters: Parameter[] }>
> = {
  CHUNK_BY_SIZE: {
    name: 'knowledgeChunk.bySizeName',
    description: 'knowledgeChunk.bySizeDescription',
    parameters: [CHUNK_SIZE, CHUNK_OVERLAP],
  },
  CHUNK_BY_PAGE: {
    name: 'knowledgeChunk.byPageName',
    description: 'knowledgeChunk.byPageDescription',
    parameters: [],
  },
  CHUNK_BY_PARAGRAPH: {
    name: 'knowledgeChunk.byParagraphName',
    description: 'knowledgeChunk.byParagraphDescription',
    parameters: [SEPARATOR],
  },
  CHUNK_BY_SEPARATOR: {
    name: 'knowledgeChunk.bySeparatorName',
    description: 'knowledgeChunk.bySeparatorDescription',
    parameters: [SEPARATOR, ENABLE_MERGE],
  },
  CHUNK_BY_MARKDOWN_HEADER: {
    name: 'knowledgeChunk.byMarkdownHeaderName',
    description: 'knowledgeChunk.byMarkdownHeaderDescription',
    parameters: [],
  },
};

/** The strategies `document/chunkstrategies` lists (contract 4.21), in the caller's language. */
export function chunkStrategies(language: ServerLanguage): ChunkStrategy[] {
  const text = (key: MessageKey) => fromCatalogue(key, {}).in(language);
  return STRATEGY_NAMES.map((strategy) => {
    const entry = CATALOGUE[strategy];
    const kinds = SUPPORTED_KINDS[strategy];
    const types = new Set(kinds.map((kind) => KNOWLEDGE_TYPES[kind] ?? 'DOCUMENT'));
    return {
      strategy,
      name: text(entry.name),
      description: text(entry.description),
      parameters: entry.parameters.map((parameter) => ({
        ...parameter,
        description: text(parameter.description),
      })),
      suffix: kinds.filter((kind) => !Object.hasOwn(KNOWLEDGE_TYPES, kind)),
      type: ['DOCUMENT', 'URL', 'TEXT'].filter((type) => types.has(type)),
    };
  });
}
