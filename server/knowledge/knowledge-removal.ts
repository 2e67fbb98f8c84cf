import type { FileStore } from '../files/file-store';
import { parseFileUri } from '../files/file-uri';
import type { Repositories } from '../repositories';
import type { StoredDocument } from '../repositories/knowledge-documents';
import type { ChunkIndex, SpaceRef } from './pipeline';

export interface RemovalDeps {
  repositories: Pick<Repositories, 'knowledgeSpaces' | 'knowledgeDocuments' | 'knowledgeChunks' | 'files'>;
  fileStore: FileStore;
  chunkIndex: ChunkIndex;
}

async function removeStoredFile(deps: RemovalDeps, document: StoredDocument): Promise<void> {
  const key = document.docType === 'DOCUMENT' ? parseFileUri(document.content) : null;
  if (!key) return;
  await deps.repositories.files.delete(key);
  await deps.fileStore.remove(key);
}

/** A document with its chunks, their index entries and its stored file. */
export async function removeDocument(
  deps: RemovalDeps,
  space: SpaceRef,
  document: StoredDocument,
): Promise<void> {
  const { knowledgeChunks, knowledgeDocuments, knowledgeSpaces } = deps.repositories;
  const chunkIds = await knowledgeChunks.idsForDocument(document.id);
  if (chunkIds.length > 0) await deps.chunkIndex.remove(space, chunkIds);
  await knowledgeChunks.deleteForDocument(document.id);
  await knowledgeDocuments.delete(document.id);
  await removeStoredFile(deps, document);
  await knowledgeSpaces.touch(space.id);
}

/** A space with everything in it: documents, chunks, the index's rows and vectors, stored files. */
export async function removeSpace(deps: RemovalDeps, space: SpaceRef): Promise<void> {
  const { knowledgeChunks, knowledgeDocuments, knowledgeSpaces } = deps.repositories;
  // The index finds the space's entries through its chunk rows: it goes first.
  await deps.chunkIndex.removeSpace(space);
  await knowledgeChunks.deleteBySpace(space.id);
  for (const document of await knowledgeDocuments.listBySpace(space.id))
    await removeStoredFile(deps, document);
  await knowledgeDocuments.deleteBySpace(space.id);
  await knowledgeSpaces.delete(space.id);
}
