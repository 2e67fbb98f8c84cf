import type { Messages } from '../types';
import type { plugin as en } from '../en/plugin';

export const plugin: Messages<typeof en> = {
  list: {
    label: '社区组件',
    loading: '正在加载组件…',
    read_only: '目前只能查看：安装和卸载组件将在本客户端的后续版本中提供。',
    load_failed: {
      title: '无法加载组件',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供社区组件（dbgpts）功能',
      description:
        '连接到提供 dbgpts 仓库的服务器后，这里会列出其中的组件。安装和卸载组件将在本客户端的后续版本中提供。',
    },
    empty_hub: {
      title: '服务器的组件仓库中没有组件',
      description: '服务器读取其 dbgpts 仓库后，组件会显示在这里。',
    },
    empty_installed: {
      title: '此服务器上没有已安装的组件',
      description: '服务器上安装的组件会列在这里。在本客户端中安装组件将在后续版本中提供。',
    },
    none_of_type: {
      title: '没有此类型的组件',
      description: '选择“全部”可查看所有组件。',
    },
    no_match: {
      title: '本页没有与“{{query}}”匹配的组件',
      description: '筛选只作用于本页的组件：换一页或换个名称试试。',
    },
    source_label: '组件范围',
    sources: { hub: '社区', installed: '已安装' },
    type_label: '组件类型',
    types: {
      all: '全部',
      flow: '工作流',
      agent: '智能体',
      resource: '资源',
      app: '应用',
      operator: '算子',
    },
    search_label: '筛选本页的组件',
    search_placeholder: '按名称筛选本页',
  },
  card: {
    installed: '已安装',
    version: '版本 {{version}}',
    author: '作者：{{author}}',
  },
};
