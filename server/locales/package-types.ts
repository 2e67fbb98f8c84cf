/** Server messages of the agent, composite operator and tool packages. Spread into en.ts and zh.ts. */
export const packageTypesEn = {
  'compositeOperator.io.input': 'Input',
  'compositeOperator.io.output': 'Output',
  'compositeOperator.cannotRun': 'The composite operator "{operator}" cannot run: {problem}',
  'compositeOperator.failed': 'The composite operator "{operator}" failed: {reason}',
  'compositeOperator.problem.trigger':
    "A composite operator's sub-flow takes the operator's input instead of a trigger; remove the trigger.",
  'compositeOperator.problem.entry':
    "A composite operator's sub-flow needs exactly one node without incoming edges to take the operator's input; this one has {count}.",
  'compositeOperator.problem.entryInput': "The entry node {node} has no input to take the operator's input.",
  'compositeOperator.problem.unreadable': 'Its stored sub-flow cannot be read; reinstall the package.',
  'packageInstall.badDefinition':
    'The package "{name}" has a definition that does not fit its type: {problem}',
  'packageInstall.agentExists': 'An agent with the role "{role}" exists already.',
  'packageInstall.operatorExists': 'The composite operator "{name}" is installed already.',
  'packageInstall.badSubFlow': 'The sub-flow of the composite operator "{name}" cannot run: {problem}',
  'packageInstall.toolExists': 'A plugin named "{name}" is installed already.',
  'packageInstall.notATool': 'The package "{name}" is a {kind} resource, not a tool.',
} as const;

export const packageTypesZh: { readonly [Key in keyof typeof packageTypesEn]: string } = {
  'compositeOperator.io.input': '输入',
  'compositeOperator.io.output': '输出',
  'compositeOperator.cannotRun': '组合算子“{operator}”无法运行：{problem}',
  'compositeOperator.failed': '组合算子“{operator}”运行失败：{reason}',
  'compositeOperator.problem.trigger': '组合算子的子流程以算子的输入代替触发器，请删除触发器。',
  'compositeOperator.problem.entry':
    '组合算子的子流程需要恰好一个没有输入连线的节点来接收算子的输入，当前有 {count} 个。',
  'compositeOperator.problem.entryInput': '入口节点 {node} 没有可以接收算子输入的输入端。',
  'compositeOperator.problem.unreadable': '存储的子流程无法读取，请重新安装该包。',
  'packageInstall.badDefinition': '包“{name}”的定义与其类型不符：{problem}',
  'packageInstall.agentExists': '角色为“{role}”的智能体已经存在。',
  'packageInstall.operatorExists': '组合算子“{name}”已经安装。',
  'packageInstall.badSubFlow': '组合算子“{name}”的子流程无法运行：{problem}',
  'packageInstall.toolExists': '名为“{name}”的插件已经安装。',
  'packageInstall.notATool': '包“{name}”是 {kind} 资源，而不是工具。',
} as const;
