/** Server messages about who may use a stored file. Spread into en.ts and zh.ts. */
export const fileAccessEn = {
  'files.deleteOwnerOnly': 'Only the person who uploaded "{fileName}" may delete it',
} as const;

export const fileAccessZh: { readonly [Key in keyof typeof fileAccessEn]: string } = {
  'files.deleteOwnerOnly': '只有上传“{fileName}”的人可以删除它',
};
