/** Server messages about OpenID Connect sign-in (`AUTH_MODE=oidc`). Spread into en.ts and zh.ts. */
export const oidcEn = {
  'oidc.signInWithProvider':
    'This server has no passwords (AUTH_MODE=oidc): sign in with {provider} on the sign-in page',
} as const;

export const oidcZh: { readonly [Key in keyof typeof oidcEn]: string } = {
  'oidc.signInWithProvider': '此服务不使用密码（AUTH_MODE=oidc）：请在登录页使用 {provider} 登录',
};
