/** Server messages about DB-GPT's own AWEL nodes (operators and resources). Spread into en.ts and zh.ts. */
export const dbgptNodesEn = {
  'dbgptNode.notYetRunnable':
    'DB-GPT\'s node "{type}" is not yet runnable here; replace it with one of this server\'s nodes to run the flow',
  'dbgptNode.needsPython':
    'DB-GPT\'s node "{type}" runs Python code, which this server does not run; replace it with one of this server\'s nodes',
  'dbgptNode.needsPackage':
    'DB-GPT\'s node "{type}" needs a Python package or service this server does not have; replace it with one of this server\'s nodes',
  'dbgptNode.problem.operatorToResource':
    'an operator\'s output cannot be connected to the resource "{resource}"',
  'dbgptNode.problem.noResourceParameter':
    'the resource "{resource}" is connected to parameter number {order}, which does not take a resource',
  'dbgptNode.problem.wrongResourceClass':
    'the resource "{resource}" ({resourceClass}) cannot be connected to the parameter "{parameter}", which takes {parameterClass}',
  'dbgptNode.wrongWiring': 'The flow connects resources where they cannot go: {problems}',
  'dbgptNode.resourceNotUsable': 'the resource "{type}" cannot be used here',
  'dbgptNode.resourceMissing': 'connect a resource to the parameter "{parameter}"',
  'dbgptNode.sqlDictExpected': 'expected the parsed model answer (a JSON object with "sql")',
  'dbgptNode.noSql': "No SQL found in the model's answer.",
  'dbgptNode.requestKeyNotDict': 'the request has no object under "{key}"',
  'dbgptNode.agentPromptNotFound': 'the agent prompt "{code}" does not exist or is not yours to use',
  'dbgptNode.problem.agentResourceType':
    'the agent resource "{name}" is of type "{type}", which this server\'s agents do not have (only knowledge spaces and datasources); remove it or choose a space or datasource',
  'dbgptNode.problem.noSuchPrompt':
    'the parameter "{parameter}" names the prompt "{name}", which does not exist or which the flow\'s owner may not use',
  'dbgptNode.problem.noSuchSpace':
    'the parameter "{parameter}" names the knowledge space "{name}", which does not exist or which the flow\'s owner may not use',
  'dbgptNode.problem.noSuchDatasource':
    'the parameter "{parameter}" names the datasource "{name}", which does not exist or which the flow\'s owner may not use',
} as const;

export const dbgptNodesZh: { readonly [Key in keyof typeof dbgptNodesEn]: string } = {
  'dbgptNode.notYetRunnable':
    'DB-GPT 的节点“{type}”在本服务器上尚不能运行；请换成本服务器的节点后再运行工作流',
  'dbgptNode.needsPython':
    'DB-GPT 的节点“{type}”运行 Python 代码，本服务器不运行 Python 代码；请换成本服务器的节点',
  'dbgptNode.needsPackage': 'DB-GPT 的节点“{type}”需要本服务器没有的 Python 包或服务；请换成本服务器的节点',
  'dbgptNode.problem.operatorToResource': '算子的输出不能连接到资源“{resource}”',
  'dbgptNode.problem.noResourceParameter': '资源“{resource}”连接到了第 {order} 个参数，该参数不接受资源',
  'dbgptNode.problem.wrongResourceClass':
    '资源“{resource}”（{resourceClass}）不能连接到参数“{parameter}”，该参数接受的是 {parameterClass}',
  'dbgptNode.wrongWiring': '工作流把资源连接到了不能连接的位置：{problems}',
  'dbgptNode.resourceNotUsable': '资源“{type}”在这里不能使用',
  'dbgptNode.resourceMissing': '请给参数“{parameter}”连接一个资源',
  'dbgptNode.agentPromptNotFound': '智能体提示词“{code}”不存在或你无权使用',
  'dbgptNode.problem.agentResourceType':
    '智能体资源“{name}”的类型是“{type}”，本服务器的智能体没有这种资源（只有知识空间和数据源）；请删除它或改选知识空间或数据源',
  'dbgptNode.problem.noSuchPrompt': '参数“{parameter}”指定的提示词“{name}”不存在，或工作流的所有者无权使用',
  'dbgptNode.problem.noSuchSpace': '参数“{parameter}”指定的知识空间“{name}”不存在，或工作流的所有者无权使用',
  'dbgptNode.problem.noSuchDatasource':
    '参数“{parameter}”指定的数据源“{name}”不存在，或工作流的所有者无权使用',
  'dbgptNode.sqlDictExpected': '需要解析后的模型回答（带有“sql”的 JSON 对象）',
  'dbgptNode.noSql': '模型的回答中没有 SQL。',
  'dbgptNode.requestKeyNotDict': '请求中“{key}”下没有对象',
} as const;
