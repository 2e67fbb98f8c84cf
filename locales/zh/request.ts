import type { Messages } from '../types';
import type { request as en } from '../en/request';

export const request: Messages<typeof en> = {
  errorTitle: '请求错误',
  interfaceAbnormal: '接口异常，请稍后再试',
  networkError: '网络错误！',
  unreachable: '无法连接服务器，请检查网络后重试。',
  timeout: '请求超时（{{seconds}} 秒），请稍后再试。',
  httpStatus: '服务器返回了状态码 {{status}}。',
  streamFailed: '回答生成失败，请稍后再试。',
  createFailed: '创建失败',
  updateFailed: '更新失败',
  uploadFailed: '上传失败',
  copyFailed: '复制失败',
  startModelFailed: '模型启动失败',
  somethingError: '出错了',
  serverFailure: '服务器未能完成此请求。',
  details: '详情',
  copyDetails: '复制详情',
  detailsCopied: '已复制',
  duplicate: {
    prompt: '已存在同名的提示词',
    app: '已存在同名的应用',
    space: '已存在同名的知识库',
    datasource: '已存在同名的数据源',
    flow: '已存在相同标识的工作流',
    item: '已存在同名的项目',
  },
};
