import { GET, POST, PUT } from '@/client/http';
import type { SpaceV2 } from '@/contract/serve-v2';
import type { ResourceVisibility } from '@/contract/visibility';
import type {
  ChunkStrategy,
  GraphVis,
  GraphVisRequest,
  RecallChunk,
  RecallTestRequest,
  Space,
  SpaceAddRequest,
  SpaceArgumentSaveRequest,
  SpaceArguments,
  SpaceConfig,
  SpaceDeleteRequest,
  SpaceListRequest,
} from '@/contract/knowledge';
import { knowledgePath, spacePath } from './paths';

/** Knowledge spaces, their settings and retrieval (contract 4.10–4.21). */

export const getSpaceList = (body: SpaceListRequest = {}) =>
  POST<SpaceListRequest, Space[]>(knowledgePath('space/list'), body);

/** `data` is `[]`: list again to learn the new space's id. */
export const addSpace = (body: SpaceAddRequest) =>
  POST<SpaceAddRequest, unknown>(knowledgePath('space/add'), body);

/** Shares a space with everyone or makes it private again (its owner or an administrator). */
export const setSpaceVisibility = (id: number, visibility: ResourceVisibility) =>
  PUT<{ id: number; visibility: ResourceVisibility }, SpaceV2>('/api/v2/serve/knowledge/spaces', {
    id,
    visibility,
  });

export const deleteSpace = (body: SpaceDeleteRequest) =>
  POST<SpaceDeleteRequest, unknown>(knowledgePath('space/delete'), body);

export const getSpaceConfig = () => GET<undefined, SpaceConfig>(knowledgePath('space/config'));

export const getChunkStrategies = () =>
  GET<undefined, ChunkStrategy[]>(knowledgePath('document/chunkstrategies'));

export const getSpaceArguments = (space: string) =>
  POST<undefined, SpaceArguments>(spacePath(space, 'arguments'));

/** `argument` is the arguments object JSON-encoded as a string. */
export const saveSpaceArguments = (space: string, body: SpaceArgumentSaveRequest) =>
  POST<SpaceArgumentSaveRequest, unknown>(spacePath(space, 'argument/save'), body);

export const getGraphVis = (space: string, body: GraphVisRequest = {}) =>
  POST<GraphVisRequest, GraphVis>(spacePath(space, 'graphvis'), body);

export const recallTest = (space: string, body: RecallTestRequest) =>
  POST<RecallTestRequest, RecallChunk[]>(spacePath(space, 'recall_test'), body);

export const getRecallRetrievers = (space: string) =>
  GET<undefined, string[]>(spacePath(space, 'recall_retrievers'));

export const getRecommendQuestions = (space: string) =>
  GET<undefined, string[]>(spacePath(space, 'recommend_questions'));
