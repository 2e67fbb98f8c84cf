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
  descriptions: {
    app: '应用把模型、知识库和工具组合成一个对话，团队可以打开、分享和嵌入使用。',
    flow: 'AWEL 工作流把模型、检索器和工具串联成流水线，供应用和对话运行。',
    knowledge: '知识库保存你的文档并切分成片段，让对话能够查找并引用其中的内容。',
    database: '连接数据库，让对话用自然语言查询数据，并浏览其中的表和字段。',
    models: '本服务器提供的大语言模型和向量模型，以及每个模型是否正在运行。',
    prompt: '对话场景可复用的提示词模板：写好一次，开始对话时即可选用。',
    dbgpts: '社区分享的应用、工作流、算子和智能体，可以安装到本服务器。',
    plugins: '插件为智能体增加能力，例如网页搜索；这里列出本服务器提供的插件。',
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
