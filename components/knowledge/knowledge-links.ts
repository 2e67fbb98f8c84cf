/** Addresses of the knowledge screens; a space is named by its name, which may be Chinese. */

export const KNOWLEDGE_LIST_PATH = '/construct/knowledge';

const withSpace = (path: string, space: string) => `${path}?spaceName=${encodeURIComponent(space)}`;

export const spaceDetailHref = (space: string) => withSpace(`${KNOWLEDGE_LIST_PATH}/detail`, space);
export const recallTestHref = (space: string) => withSpace(`${KNOWLEDGE_LIST_PATH}/recall`, space);
export const graphHref = (space: string) => withSpace(`${KNOWLEDGE_LIST_PATH}/graph`, space);

export const chunksHref = (space: string, documentId: number) =>
  `${withSpace(`${KNOWLEDGE_LIST_PATH}/chunk`, space)}&id=${documentId}`;

/** A `chat_knowledge` conversation on the space (the chat reads `scene` and `select_param`). */
export const knowledgeChatHref = (space: string) =>
  `/chat?scene=chat_knowledge&select_param=${encodeURIComponent(space)}`;
