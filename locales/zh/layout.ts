import type { Messages } from '../types';
import type { layout as en } from '../en/layout';

export const layout: Messages<typeof en> = {
  menu: {
    chat: '对话',
    explore: '探索',
    construct: '应用管理',
    evaluation: '场景评测',
  },
  navigation: '主导航',
  home: '首页',
  home_named: '{{name}} 首页',
  open_menu: '打开菜单',
  close_menu: '关闭菜单',
  page_actions: '本页操作',
  toolbar: {
    switch_to_dark: '切换到深色主题',
    switch_to_light: '切换到浅色主题',
    switch_language: '切换为英文',
    language_button: 'EN',
    collapse: '收起侧边栏',
    expand: '展开侧边栏',
  },
  user: '当前用户：{{name}}',
  gate: {
    title: '认证失败',
    subtitle: '身份验证未通过',
    message: '请先<login>前往服务提供方登录</login>，然后重新打开本页面。',
    convention: '与 DB-GPT 一样，本服务器通过以“?isFirst=admin”结尾的地址接纳访问者。请打开：',
  },
  boot: '加载中…',
  sign_out: '退出登录',
  api_keys: 'API 密钥',
  users: '用户',
  profile: '个人资料',
};
