import type { ChunkParameters } from '@/contract/knowledge';
import { localized } from '../../i18n/localized-text';
import { NodeProblem, type FlowResource } from '../runtime/node-executor';

/**
 * DB-GPT's text splitters that our chunker can stand for, by type name: the chunk strategy each becomes
 * (a character splitter cuts at its separator and merges the pieces up to the chunk size, as DB-GPT's does).
 * SpacyTextSplitter needs a Python package (dbgpt-node-status.ts).
 */
const SPLITTER_STRATEGIES: Readonly<Record<string, { strategy: string; merge?: boolean }>> = {
  CharacterTextSplitter: { strategy: 'CHUNK_BY_SEPARATOR', merge: true },
  SeparatorTextSplitter: { strategy: 'CHUNK_BY_SEPARATOR' },
  RecursiveCharacterTextSplitter: { strategy: 'CHUNK_BY_SIZE' },
  MarkdownHeaderTextSplitter: { strategy: 'CHUNK_BY_MARKDOWN_HEADER' },
  PageTextSplitter: { strategy: 'CHUNK_BY_PAGE' },
};

/** The DB-GPT resources that give chunk parameters: ChunkParameters and the splitters it takes. */
export const CHUNKING_RESOURCES: readonly string[] = ['ChunkParameters', ...Object.keys(SPLITTER_STRATEGIES)];

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const integer = (value: unknown) => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) ? parsed : undefined;
};
const flag = (value: unknown) => (typeof value === 'boolean' ? value : value === 'true' ? true : undefined);

/** Only the fields that were given: the chunker fills the rest (the space's sizes, else 512/50). */
function given(parameters: ChunkParameters): ChunkParameters {
  return Object.fromEntries(
    Object.entries(parameters).filter(([, value]) => value !== undefined),
  ) as ChunkParameters;
}

/** A text splitter resource as our chunk parameters (its own sizes and separator when it has them). */
function fromSplitter(splitter: FlowResource, base: ChunkParameters): ChunkParameters {
  const known = SPLITTER_STRATEGIES[splitter.typeName];
  if (!known) throw new NodeProblem(localized('dbgptNode.resourceNotUsable', { type: splitter.typeName }));
  return given({
    ...base,
    chunk_strategy: known.strategy,
    chunk_size: integer(splitter.params.chunk_size) ?? base.chunk_size,
    chunk_overlap: integer(splitter.params.chunk_overlap) ?? base.chunk_overlap,
    separator: text(splitter.params.separator) ?? base.separator,
    enable_merge: known.merge ?? base.enable_merge,
  });
}

/**
 * The chunk parameters a wired `ChunkParameters` (or a text splitter wired in its place) gives, as our
 * chunker takes them; DB-GPT's `splitter_type` "user_define" with a text splitter lets the splitter decide.
 * Nothing wired: `fallback` (DB-GPT's default for the operator).
 */
export function chunkParametersOf(resource: FlowResource | undefined, fallback: string): ChunkParameters {
  if (!resource) return { chunk_strategy: fallback };
  if (resource.typeName !== 'ChunkParameters') return fromSplitter(resource, { chunk_strategy: fallback });
  const base = given({
    chunk_strategy: text(resource.params.chunk_strategy)?.trim() ?? fallback,
    chunk_size: integer(resource.params.chunk_size),
    chunk_overlap: integer(resource.params.chunk_overlap),
    separator: text(resource.params.separator),
    enable_merge: flag(resource.params.enable_merge),
  });
  const splitter = resource.resources.text_splitter;
  return splitter ? fromSplitter(splitter, base) : base;
}
