import { POST } from '@/client/http';
import type {
  ChunkEditRequest,
  ChunkListRequest,
  ChunkListResponse,
  ChunkQuestionsEditRequest,
} from '@/contract/knowledge';
import { knowledgePath, spacePath } from './paths';

/** Chunks of a space's documents (contract 4.9, 4.16). */

/** Paging in the body; filter by `document_id`. */
export const getChunkList = (space: string, body: ChunkListRequest) =>
  POST<ChunkListRequest, ChunkListResponse>(spacePath(space, 'chunk/list'), body);

export const editChunk = (space: string, body: ChunkEditRequest) =>
  POST<ChunkEditRequest, null>(spacePath(space, 'chunk/edit'), body);

export const editChunkQuestions = (body: ChunkQuestionsEditRequest) =>
  POST<ChunkQuestionsEditRequest, null>(knowledgePath('questions/chunk/edit'), body);
