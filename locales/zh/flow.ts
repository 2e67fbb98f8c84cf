import type { Messages } from '../types';
import type { flow as en } from '../en/flow';

export const flow: Messages<typeof en> = {
  list: {
    label: 'AWEL 工作流',
    loading: '正在加载工作流…',
    create: '创建工作流',
    load_failed: {
      title: '无法加载工作流',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供 AWEL 工作流功能',
      description: '连接到提供 AWEL 工作流的服务器后，这里会列出其中的工作流，也可以搭建新的工作流。',
    },
    empty: {
      title: '此服务器上没有 AWEL 工作流',
      description: '点击“创建工作流”在画布上搭建；服务器上的工作流会列在这里。',
    },
    no_match: {
      title: '本页没有与“{{query}}”匹配的工作流',
      description: '筛选只作用于本页的工作流：换一页或换个名称试试。',
    },
    search_label: '筛选本页的工作流',
    search_placeholder: '按名称筛选本页',
  },
  states: {
    initializing: '初始化中',
    developing: '开发中',
    testing: '测试中',
    deployed: '已部署',
    running: '运行中',
    disabled: '已停用',
    load_failed: '加载失败',
  },
  categories: { common: '通用', chat_flow: '对话工作流', chat_agent: '智能体工作流' },
  define_types: { json: 'JSON', python: 'Python' },
  card: { not_editable: '不可编辑' },
  actions: {
    open: '打开',
    chat: '对话',
    menu: '{{name}} 的操作',
    copy: '复制',
    delete: '删除',
  },
  fields: {
    name: '名称',
    name_required: '请填写工作流名称',
    name_pattern: '只能使用字母、数字、“_”和“-”',
    label: '标题',
    label_required: '请填写工作流标题',
    description: '描述',
    editable: '可编辑',
    deploy: '部署',
  },
  copy: {
    title: '复制“{{name}}”',
    ok: '复制',
    cancel: '取消',
    done: '已创建“{{name}}”',
  },
  delete: {
    title: '删除“{{name}}”？',
    content: '服务器上的工作流及其画布将被删除，使用它的对话将无法继续。',
    ok: '删除',
    cancel: '取消',
    done: '已删除“{{name}}”',
  },
};
