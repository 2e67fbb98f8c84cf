/** Server messages about embed links. Spread into en.ts and zh.ts. */
export const embedEn = {
  'embed.invalidLink': 'This embed link is not valid: ask the site that shows it for a new one',
  'embed.revokedLink': 'This embed link has been revoked: ask the site that shows it for a new one',
  'embed.expiredLink': 'This embed link has expired: ask the site that shows it for a new one',
  'embed.notAllowed':
    'An embedded app can only chat with its own app; this request is not allowed through an embed link',
  'embed.badVisitor': 'The embedded page did not send a valid visitor id (x-embed-visitor): reload the page',
  'embed.manageForbidden':
    'Only the owner of {name}, its admins or an administrator may manage its embed links',
  'embed.linkNotFound': 'This app has no embed link {id}',
} as const;

export const embedZh: { readonly [Key in keyof typeof embedEn]: string } = {
  'embed.invalidLink': '此嵌入链接无效：请向展示它的网站索取新的链接',
  'embed.revokedLink': '此嵌入链接已被撤销：请向展示它的网站索取新的链接',
  'embed.expiredLink': '此嵌入链接已过期：请向展示它的网站索取新的链接',
  'embed.notAllowed': '嵌入的应用只能与其自身的应用对话；此请求不能通过嵌入链接进行',
  'embed.badVisitor': '嵌入页面没有发送有效的访客标识（x-embed-visitor）：请刷新页面',
  'embed.manageForbidden': '只有 {name} 的所有者、其管理员或系统管理员可以管理它的嵌入链接',
  'embed.linkNotFound': '此应用没有编号为 {id} 的嵌入链接',
};
