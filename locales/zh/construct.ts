import type { Messages } from '../types';
import type { construct as en } from '../en/construct';

export const construct: Messages<typeof en> = {
  title: '应用管理',
  tabs_label: '应用管理分区',
  tabs: {
    app: '应用',
    flow: 'AWEL 工作流',
    knowledge: '知识库',
    database: '数据库',
    models: '模型',
    prompt: '提示词',
    dbgpts: '社区',
    plugins: '插件',
  },
  list: {
    refreshing: '正在更新列表…',
    search_clear: '清除搜索',
    pages: '列表分页',
    total: '共 {{count}} 项',
    page: '第 {{page}} 页',
    previous_page: '上一页',
    next_page: '下一页',
    page_size: '每页条数',
    page_size_option: '{{size}} 条/页',
  },
  card: {
    owner: '所有者：{{owner}}',
    owner_you: '我',
    updated: '{{time}}更新',
  },
};
