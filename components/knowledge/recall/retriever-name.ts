import type { TFunction } from 'i18next';

/** The recall methods DB-GPT names, by their technical name. */
const KNOWN = ['bm25_retriever', 'embedding_retriever', 'hybrid_retriever'] as const;
type KnownRetriever = (typeof KNOWN)[number];

const isKnown = (name: string): name is KnownRetriever => KNOWN.some((known) => known === name);

/** A recall method as a person reads it ("Keyword search"); a method we do not know keeps its own name. */
export function retrieverLabel(t: TFunction<'knowledgeRetrieval'>, name: string): string {
  return isKnown(name) ? t(`recall.retriever_names.${name}`) : name;
}
