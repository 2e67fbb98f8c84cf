/** Server messages of flow runs: node failures, chats with flows, triggers and debug runs. Spread into en.ts and zh.ts. */
export const flowRuntimeEn = {
  'flowRun.nodeFailed': 'The node "{node}" ({id}) failed: {reason}',
  'flowRun.failed': 'The flow failed: {reason}',
  'flowRun.timedOut': 'the flow took longer than {seconds} s and was stopped',
  'flowRun.noBehaviour': 'The node "{node}" cannot run on this server',
  'flowRun.promptNotFound': 'there is no prompt with the code "{code}"',
  'flowRun.agentNotFound': 'there is no agent "{agent}"',
  'flowRun.sqlEmpty': 'the SQL to run is empty',
  'flowRun.queryFailed': 'the query failed: {reason}',
  'flowRun.notJson': 'the text is not JSON: "{text}"',
  'flowRun.noSql': 'the answer holds no SQL',
  'flowRun.chooseFlow': 'Choose a flow to chat with (its uid in select_param)',
  'flowRun.flowNotFound': 'There is no flow "{uid}"',
  'flowRun.notDeployed':
    'The flow "{name}" is in the state "{state}"; only a deployed flow answers chats. Deploy it first',
  'flowRun.cannotRun': 'The flow "{name}" cannot run: {problem}',
  'flowRun.triggerNotFound': 'No deployed flow answers at "{path}"',
  'flowRun.triggerMethod': 'The flow at "{path}" answers {method} requests only',
} as const;

export const flowRuntimeZh: { readonly [Key in keyof typeof flowRuntimeEn]: string } = {
  'flowRun.nodeFailed': '节点“{node}”（{id}）运行失败：{reason}',
  'flowRun.failed': '工作流运行失败：{reason}',
  'flowRun.timedOut': '工作流运行超过 {seconds} 秒，已被停止',
  'flowRun.noBehaviour': '本服务器无法运行节点“{node}”',
  'flowRun.promptNotFound': '不存在代码为“{code}”的提示词',
  'flowRun.agentNotFound': '不存在智能体“{agent}”',
  'flowRun.sqlEmpty': '要执行的 SQL 为空',
  'flowRun.queryFailed': '查询失败：{reason}',
  'flowRun.notJson': '该文本不是 JSON：“{text}”',
  'flowRun.noSql': '回答中没有 SQL',
  'flowRun.chooseFlow': '请选择要对话的工作流（在 select_param 中填写其 uid）',
  'flowRun.flowNotFound': '不存在工作流“{uid}”',
  'flowRun.notDeployed': '工作流“{name}”处于“{state}”状态；只有已部署的工作流才能在对话中回答，请先部署',
  'flowRun.cannotRun': '工作流“{name}”无法运行：{problem}',
  'flowRun.triggerNotFound': '没有已部署的工作流在“{path}”上响应',
  'flowRun.triggerMethod': '“{path}”上的工作流只接受 {method} 请求',
} as const;
