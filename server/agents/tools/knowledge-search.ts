import { z } from 'zod';
import type { ReferenceDocument } from '@/contract/knowledge';
import { passages, retrieveFor } from '../../knowledge/knowledge-turn';
import { referencesElement, referencesOf } from '../../knowledge/knowledge-references';
import type { ServerLanguage } from '../../i18n/language';
import type { SpaceRef } from '../../knowledge/pipeline';
import type { KnowledgeServices } from '../../knowledge/services';
import type { AgentTool } from '../agent-tool';

/** The passages an agent's searches found, so its answer can end with DB-GPT's references element. */
export class FoundReferences {
  private readonly documents: ReferenceDocument[] = [];

  add(documents: readonly ReferenceDocument[]): void {
    for (const document of documents) {
      const known = this.documents.find((item) => item.name === document.name);
      if (!known) this.documents.push({ ...document, chunks: [...document.chunks] });
      else
        for (const chunk of document.chunks)
          if (!known.chunks.some((item) => item.id === chunk.id)) known.chunks.push(chunk);
    }
  }

  /** The `<references>` element to append to the answer; empty when nothing was found. */
  element(): string {
    return referencesElement(this.documents);
  }
}

interface SearchArgs {
  query: string;
  space?: string;
}

/**
 * `search_knowledge`: retrieval in one of the app's spaces, with the space's own arguments (top k,
 * threshold, retrievers). The passages are numbered for citing; what was found is kept for references.
 */
export function knowledgeSearchTool(
  knowledge: KnowledgeServices,
  spaces: readonly SpaceRef[],
  found: FoundReferences,
  language: ServerLanguage,
): AgentTool<SearchArgs> {
  const names = spaces.map((space) => space.name);
  const spaceField = z.string().describe(`The knowledge space to search: one of ${names.join(', ')}`);
  return {
    name: 'search_knowledge',
    description: `Searches the knowledge spaces (${names.join(', ')}) and returns numbered passages to cite.`,
    parameters: z.object({
      query: z.string().min(1).describe('What to look for, in the words of the question'),
      space: names.length > 1 ? spaceField : spaceField.optional(),
    }),
    async run({ query, space: wanted }) {
      const space = spaces.find((candidate) => candidate.name === (wanted ?? names[0])) ?? spaces[0];
      if (!space || (wanted && space.name !== wanted))
        throw new Error(`Unknown knowledge space "${wanted}".`);
      const chunks = await retrieveFor(knowledge, space, query, space.arguments);
      found.add(referencesOf(space.name, chunks));
      return { text: passages(chunks, language) };
    },
  };
}
