import type { apiKeys as en } from '../en/api-keys';
import type { Messages } from '../types';

export const apiKeys: Messages<typeof en> = {
  title: 'API 密钥',
  subtitle:
    '程序和脚本通过 “Authorization: Bearer <密钥>” 使用 API 密钥调用此服务。每个密钥都以你的身份操作。',
  name: '名称',
  name_placeholder: '密钥的用途，例如 “CI 流水线”',
  create: '创建密钥',
  prefix: '密钥',
  created: '创建时间',
  last_used: '最近使用',
  never_used: '从未使用',
  actions: '操作',
  revoke: '撤销',
  revoke_label: '撤销 “{{name}}”',
  revoke_title: '撤销密钥 “{{name}}”？',
  revoke_content: '使用它的程序会立即被拒绝。此操作无法撤回。',
  cancel: '取消',
  revoked: '已撤销密钥 “{{name}}”',
  empty: '还没有 API 密钥。',
  created_title: '已创建密钥 “{{name}}”',
  created_warning: '请立即复制：它不会再次显示。',
  copy: '复制',
  copied: '已复制',
  copy_failed: '无法复制，请选中密钥手动复制。',
  done: '完成',
  name_required: '请为密钥起个名字。',
  load_failed: '无法加载 API 密钥。',
};
