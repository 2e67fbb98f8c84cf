/** Server messages of the v2 serve API DB-GPT's Python SDK calls (apps, knowledge, chat_flow). Spread into en.ts and zh.ts. */
export const serveV2En = {
  'serveV2.chooseFlow': 'chat_param must be the uid of the deployed flow to chat with',
  'serveV2.spaceIdNotFound': 'There is no knowledge space with id {id}',
  'serveV2.documentIdNotFound': 'There is no document with id {id}',
  'serveV2.spaceIdRequired': 'space_id must be the id of a knowledge space',
  'serveV2.syncSpaceMismatch': 'Document {doc} is not in knowledge space {space}',
  'serveV2.spaceToUpdate': 'Name the knowledge space to update by its id or its name',
  'serveV2.spaceFixed':
    'A knowledge space keeps its name and storage type ({name}, {type}); create a new space for others',
} as const;

export const serveV2Zh: { readonly [Key in keyof typeof serveV2En]: string } = {
  'serveV2.chooseFlow': 'chat_param 必须是要对话的已部署工作流的 uid',
  'serveV2.spaceIdNotFound': '没有 id 为 {id} 的知识空间',
  'serveV2.documentIdNotFound': '没有 id 为 {id} 的文档',
  'serveV2.spaceIdRequired': 'space_id 必须是一个知识空间的 id',
  'serveV2.syncSpaceMismatch': '文档 {doc} 不在知识空间 {space} 中',
  'serveV2.spaceToUpdate': '请用 id 或名称指明要修改的知识空间',
  'serveV2.spaceFixed': '知识空间的名称和存储类型（{name}，{type}）不能修改；如需其他名称或类型请新建空间',
};
