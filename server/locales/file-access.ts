/** Server messages about who may use a stored file. Spread into en.ts and zh.ts. */
export const fileAccessEn = {
  'files.deleteOwnerOnly': 'Only the person who uploaded "{fileName}" may delete it',
  'files.usedByDocument':
    '"{fileName}" is the source of the knowledge document "{document}": delete the document instead',
} as const;

export const fileAccessZh: { readonly [Key in keyof typeof fileAccessEn]: string } = {
  'files.deleteOwnerOnly': '只有上传“{fileName}”的人可以删除它',
  'files.usedByDocument': '“{fileName}”是知识文档“{document}”的来源文件：请删除该文档',
};
