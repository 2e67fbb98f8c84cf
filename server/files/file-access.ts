import { maySeeConversation } from '../access/conversation-access';
import type { ConversationRepository } from '../repositories/conversations';
import type { FileRepository, StoredFile } from '../repositories/files';
import type { KnowledgeDocumentRepository } from '../repositories/knowledge-documents';
import type { KnowledgeSpaceRepository } from '../repositories/knowledge-spaces';
import type { FileKey } from './file-uri';

/** The storage the rule reads: the file's metadata and what the file belongs to. */
export interface FileAccessSources {
  files: FileRepository;
  conversations: ConversationRepository;
  knowledgeDocuments: KnowledgeDocumentRepository;
  knowledgeSpaces: KnowledgeSpaceRepository;
}

/**
 * One way a user other than the owner may see a file: through something it belongs to that the user may
 * see. Apps and knowledge spaces add theirs to {@link SHARED_THROUGH} when files can belong to them.
 */
type FileShare = (sources: FileAccessSources, file: StoredFile, userId: string) => Promise<boolean>;

const throughConversation: FileShare = async ({ conversations }, file, userId) => {
  if (file.convUid === null) return false;
  const conversation = await conversations.find(file.convUid);
  return conversation !== undefined && maySeeConversation(conversation, userId);
};

// A document's file is readable by whoever may see its space: its owner, and everyone when it is public.
const throughKnowledgeDocument: FileShare = async ({ knowledgeDocuments, knowledgeSpaces }, file, userId) => {
  const document = await knowledgeDocuments.findByFileId(file.fileId);
  const space = document ? await knowledgeSpaces.findById(document.spaceId) : null;
  return space !== null && (space.visibility === 'public' || space.owner === userId);
};

const SHARED_THROUGH: readonly FileShare[] = [throughConversation, throughKnowledgeDocument];

export async function mayReadFile(
  sources: FileAccessSources,
  file: StoredFile,
  userId: string,
): Promise<boolean> {
  if (file.userId === userId) return true;
  for (const share of SHARED_THROUGH) if (await share(sources, file, userId)) return true;
  return false;
}

/** Only the owner removes a file; those who see it through what it belongs to may not. */
export function mayDeleteFile(file: StoredFile, userId: string): boolean {
  return file.userId === userId;
}

/** The knowledge document a file is the source of: it goes with its document, not on its own. */
export async function documentUsingFile(
  sources: FileAccessSources,
  file: StoredFile,
): Promise<string | null> {
  return (await sources.knowledgeDocuments.findByFileId(file.fileId))?.docName ?? null;
}

/**
 * The file under `key` if the caller may read it; null when there is none or the caller may not see it,
 * so that callers answer both alike and an address never tells that someone else's file exists.
 */
export async function findReadableFile(
  sources: FileAccessSources,
  key: FileKey | null,
  userId: string,
): Promise<StoredFile | null> {
  const file = key ? await sources.files.get(key) : null;
  return file && (await mayReadFile(sources, file, userId)) ? file : null;
}
