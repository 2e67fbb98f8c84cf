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
  },
  empty: {
    app: { title: '还没有应用', description: '你创建或收藏的应用会显示在这里。' },
    flow: { title: '还没有工作流', description: '你搭建或导入的 AWEL 工作流会显示在这里。' },
    knowledge: { title: '还没有知识库', description: '知识库及其中的文档会显示在这里。' },
    database: { title: '还没有数据源', description: '你添加的数据库连接会显示在这里。' },
    models: { title: '还没有模型', description: '你启动的语言模型和向量模型会显示在这里。' },
    prompt: { title: '还没有提示词', description: '公开的提示词和你自己的模板会显示在这里。' },
    dbgpts: { title: '还没有社区组件', description: '社区仓库中的组件以及你已安装的组件会显示在这里。' },
  },
};
