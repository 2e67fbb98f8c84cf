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
};
