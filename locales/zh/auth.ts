import type { Messages } from '../types';
import type { auth as en } from '../en/auth';

export const auth: Messages<typeof en> = {
  sign_in_title: '登录',
  sign_in_subtitle: '使用你的账号登录 DB-GPT。',
  setup_title: '创建管理员',
  setup_subtitle: '还没有任何账号。现在创建的账号将管理此服务。',
  expired: '登录已失效。请重新登录，登录后回到原来的位置继续。',
  email: '邮箱',
  password: '密码',
  name: '名称',
  name_hint: '可不填，默认使用邮箱 @ 前的部分',
  password_hint: '至少 {{min}} 个字符',
  confirm_password: '再次输入密码',
  passwords_differ: '两次输入的密码不一致。',
  password_too_short: '密码至少需要 {{min}} 个字符。',
  required: '请输入邮箱和密码。',
  submit_sign_in: '登录',
  submit_setup: '创建并登录',
  working: '请稍候…',
  gateway_title: '请通过贵组织的登录网关登录',
  gateway_subtitle:
    '此服务通过贵组织的统一登录网关（单点登录）识别用户。请通过网关的地址打开 DB-GPT 并在那里登录，然后重新加载本页。',
  gateway_expired: '你在贵组织登录网关的登录已失效。请在网关重新登录，然后重新加载本页。',
  reload: '重新加载',
  unreachable: '无法连接服务器，请检查网络后重试。',
};
