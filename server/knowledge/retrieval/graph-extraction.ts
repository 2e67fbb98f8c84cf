import { z } from 'zod';
import type { ChatModel } from '../../models/chat-model';

/** What the model is asked to find in a chunk of a KnowledgeGraph space. */
export interface ExtractedGraph {
  entities: { name: string; type: string }[];
  relations: { source: string; target: string; name: string }[];
}

const EXTRACTION_TIMEOUT_MS = 60_000;
const MAX_NAME_LENGTH = 200;

const name = z.string().trim().min(1).max(MAX_NAME_LENGTH);
const answerSchema = z.object({
  entities: z
    .array(z.union([name, z.object({ name, type: z.string().max(MAX_NAME_LENGTH).nullish() })]))
    .default([]),
  relations: z
    .array(z.object({ source: name, target: name, name: z.string().max(MAX_NAME_LENGTH).nullish() }))
    .default([]),
});

const SYSTEM = [
  'You extract a knowledge graph from a text.',
  'Answer with one JSON object only, no other text:',
  '{"entities":[{"name":"...","type":"..."}],"relations":[{"source":"...","target":"...","name":"..."}]}',
  'Entities are the people, organisations, places, products, concepts and events the text names; type is a',
  'short category. Relations link two entity names with a short verb phrase. Keep names in the language of the text.',
].join('\n');

/** The first JSON object of a model answer, whether bare, fenced (```json) or surrounded by prose. */
export function parseExtractionAnswer(answer: string): ExtractedGraph | undefined {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const entities = parsed.data.entities.map((entity) =>
    typeof entity === 'string' ? { name: entity, type: '' } : { name: entity.name, type: entity.type ?? '' },
  );
  const known = new Set(entities.map((entity) => entity.name));
  const relations = parsed.data.relations.map((relation) => ({
    source: relation.source,
    target: relation.target,
    name: relation.name ?? '',
  }));
  // A relation may name an entity the list forgot: it still belongs in the graph.
  for (const relation of relations)
    for (const end of [relation.source, relation.target])
      if (!known.has(end)) {
        known.add(end);
        entities.push({ name: end, type: '' });
      }
  return { entities, relations };
}

/**
 * Asks the model for the chunk's entities and relations. Any failure (no answer, no JSON, a provider
 * error, a timeout) gives undefined: the chunk simply adds nothing to the graph.
 */
export async function extractGraph(model: ChatModel, text: string): Promise<ExtractedGraph | undefined> {
  try {
    let answer = '';
    const stream = model.streamChat(
      {
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: text },
        ],
        temperature: 0,
      },
      { signal: AbortSignal.timeout(EXTRACTION_TIMEOUT_MS) },
    );
    for await (const delta of stream) answer += delta.content;
    return parseExtractionAnswer(answer);
  } catch {
    return undefined;
  }
}
