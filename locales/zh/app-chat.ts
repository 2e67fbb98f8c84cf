import type { Messages } from '../types';
import type { appChat as en } from '../en/app-chat';

export const appChat: Messages<typeof en> = {
  label: '本对话的应用',
  collect: '收藏 {{name}}',
  uncollect: '取消收藏 {{name}}',
  share: '复制在手机上打开 {{name}} 的链接',
  copied: '链接已复制',
  copy_failed: '无法复制链接',
  questions: '试着问问',
  team_modes: {
    auto_plan: '多智能体自动规划',
    awel_layout: 'AWEL 工作流',
    single_agent: '单智能体',
    native_app: '原生应用',
  },
};
