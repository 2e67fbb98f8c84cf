/** Server messages about sign-in, sessions and accounts. Spread into en.ts and zh.ts. */
export const authEn = {
  'auth.signInRequired': 'Please sign in',
  'auth.badCredentials': 'Wrong email or password',
  'auth.tooManyAttempts': 'Too many failed sign-ins; try again in {seconds} seconds',
  'auth.adminOnly': 'Only an administrator may do this',
  'auth.setupDone': 'The administrator account exists already; sign in instead',
  'auth.authOff': 'Sign-in is off on this server (AUTH_MODE=none)',
  'auth.emailTaken': 'Another account uses the email {email}',
  'auth.lastAdmin': 'At least one active administrator must remain',
  'auth.wrongCurrentPassword': 'The current password is wrong',
  'auth.accountNotFound': 'User {id} not found',
  'auth.invalidApiKey': 'The API key is not valid: it is unknown, revoked, or its account is disabled',
  'auth.apiKeyNotFound': 'API key {id} not found',
  'auth.otherAccountsKeys': "Only an administrator may list other users' API keys",
  'auth.gatewaySignInRequired':
    "Sign-in happens at your organisation's gateway: open this app through it (the request did not come from the gateway with a signed-in user)",
  'auth.signInAtGateway':
    "This server has no passwords (AUTH_MODE=proxy): sign-in happens at your organisation's gateway",
  'auth.accountDisabled': 'Your account is disabled; ask an administrator',
} as const;

export const authZh: { readonly [Key in keyof typeof authEn]: string } = {
  'auth.signInRequired': '请先登录',
  'auth.badCredentials': '邮箱或密码错误',
  'auth.tooManyAttempts': '登录失败次数过多，请 {seconds} 秒后再试',
  'auth.adminOnly': '只有管理员可以执行此操作',
  'auth.setupDone': '管理员账号已存在，请直接登录',
  'auth.authOff': '此服务未开启登录（AUTH_MODE=none）',
  'auth.emailTaken': '邮箱 {email} 已被其他账号使用',
  'auth.lastAdmin': '至少需要保留一名启用状态的管理员',
  'auth.wrongCurrentPassword': '当前密码不正确',
  'auth.accountNotFound': '找不到用户 {id}',
  'auth.invalidApiKey': 'API 密钥无效：密钥不存在、已被撤销，或其账号已停用',
  'auth.apiKeyNotFound': '找不到 API 密钥 {id}',
  'auth.otherAccountsKeys': '只有管理员可以查看其他用户的 API 密钥',
  'auth.gatewaySignInRequired':
    '请在贵组织的统一登录网关登录，并通过网关打开本应用（此请求并非来自网关或未带已登录的用户）',
  'auth.signInAtGateway': '此服务不使用密码（AUTH_MODE=proxy）：请在贵组织的统一登录网关登录',
  'auth.accountDisabled': '您的账号已停用，请联系管理员',
};
