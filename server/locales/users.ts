/** Server messages about user management, profiles, avatars and one's own sign-ins. Spread into en.ts and zh.ts. */
export const usersEn = {
  'users.roleFromGateway':
    'The role of {email} comes from PROXY_ADMIN_EMAILS on this server: remove the email there instead',
  'users.avatarNotImage':
    'The avatar must be a PNG, JPEG or WebP image (its content is checked, not its name)',
  'users.avatarTooLarge': 'The avatar is larger than {limit}',
  'users.avatarMissing': 'Send the image as multipart/form-data in the form field "file"',
  'users.avatarNotFound': 'User {id} has no avatar',
  'users.sessionNotFound': 'You have no active sign-in {id}',
} as const;

export const usersZh: { readonly [Key in keyof typeof usersEn]: string } = {
  'users.roleFromGateway': '{email} 的角色由本服务的 PROXY_ADMIN_EMAILS 决定：请在那里移除该邮箱',
  'users.avatarNotImage': '头像必须是 PNG、JPEG 或 WebP 图片（按文件内容判断，而非文件名）',
  'users.avatarTooLarge': '头像超过了 {limit} 的大小上限',
  'users.avatarMissing': '请以 multipart/form-data 格式，在表单字段“file”中上传图片',
  'users.avatarNotFound': '用户 {id} 没有头像',
  'users.sessionNotFound': '您没有编号为 {id} 的有效登录',
};
