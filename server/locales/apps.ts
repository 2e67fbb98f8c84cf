/** Server messages about applications: create/edit checks, access, catalogues, app chats. Spread into en.ts and zh.ts. */
export const appsEn = {
  'app.nameRequired': 'App name is required',
  'app.nameTaken': 'An app named "{name}" already exists; choose another name',
  'app.codeTaken': 'The app_code "{code}" is already used by another app; leave it empty to get a new one',
  'app.chooseTeamMode': 'Select an app type: one of {modes}',
  'app.chooseScene': 'Select a scene for the native app: one of {scenes}',
  'app.chooseFlow': 'Select a workflow for the AWEL flow app',
  'app.chooseModel': 'Select a model for agent "{agent}": the "priority" LLM strategy needs at least one',
  'app.chooseStrategy': 'Select an LLM strategy for agent "{agent}": one of {strategies}',
  'app.chooseResourceType': 'Select a type for every resource of agent "{agent}"',
  'app.notFound': 'App not found: {code}',
  'app.changeForbidden':
    'Only the owner of app "{name}", one of its admins or an administrator can change it',
  'app.unknownScene': 'Unknown chat scene "{scene}"',
  'app.needsResource':
    'The app "{name}" needs a {type} to chat with: bind one in the app editor or choose one before asking',
  'app.agentRuntimeNotReady':
    'The app "{name}" works in the "{mode}" mode, whose agents cannot run on this server yet; try a native app',

  'app.teamMode.auto_plan': 'Multi-agent automatic planning',
  'app.teamMode.auto_plan.description':
    "A planner splits the question into steps and hands each to one of the app's agents",
  'app.teamMode.awel_layout': 'AWEL flow app',
  'app.teamMode.awel_layout.description': 'The app runs a workflow built in the AWEL flow editor',
  'app.teamMode.single_agent': 'Single agent',
  'app.teamMode.single_agent.description': 'One agent answers with its prompt, model and resources',
  'app.teamMode.native_app': 'Native application',
  'app.teamMode.native_app.description':
    'A built-in chat scene (knowledge, data, Excel, dashboard) bound to one resource',

  'app.strategy.priority': 'Priority',
  'app.strategy.priority.description': 'Use the chosen models in the given order',
  'app.strategy.auto': 'Automatic',
  'app.strategy.auto.description': 'The server picks an available model',
  'app.strategy.default': 'Default',
  'app.strategy.default.description': "Use the server's default model",


  'app.resource.knowledge': 'Knowledge space',
  'app.resource.knowledge.description': 'The knowledge space the app retrieves from',
  'app.resource.database': 'Database',
  'app.resource.database.description': 'The datasource the app queries',
  'app.resource.prompt': 'Prompt',
  'app.resource.prompt.description': 'A prompt from the prompt library',
  'app.resource.app': 'App',
  'app.resource.app.description': 'Another application the agent can ask',
  'app.resource.flow': 'Workflow',
  'app.resource.flow.description': 'An AWEL workflow',
  'app.resource.tool': 'Tool',
  'app.resource.tool.description': 'A tool the agent can call',
} as const;

export const appsZh: { readonly [Key in keyof typeof appsEn]: string } = {
  'app.nameRequired': '应用名称不能为空',
  'app.nameTaken': '已存在名为“{name}”的应用，请换一个名称',
  'app.codeTaken': 'app_code“{code}”已被其他应用使用；留空即可自动生成',
  'app.chooseTeamMode': '请选择应用类型：{modes}',
  'app.chooseScene': '请为原生应用选择场景：{scenes}',
  'app.chooseFlow': '请为 AWEL 工作流应用选择工作流',
  'app.chooseModel': '请为智能体“{agent}”选择模型：“priority”模型策略至少需要一个模型',
  'app.chooseStrategy': '请为智能体“{agent}”选择模型策略：{strategies}',
  'app.chooseResourceType': '请为智能体“{agent}”的每个资源选择类型',
  'app.notFound': '找不到应用：{code}',
  'app.changeForbidden': '只有应用“{name}”的创建者、应用管理员或系统管理员才能修改它',
  'app.unknownScene': '未知的对话场景“{scene}”',
  'app.needsResource': '应用“{name}”需要一个{type}才能对话：请在应用编辑页绑定，或在提问前选择',
  'app.agentRuntimeNotReady':
    '应用“{name}”的工作模式是“{mode}”，此服务暂时还不能运行它的智能体；请先使用原生应用',

  'app.teamMode.auto_plan': '多智能体自动规划',
  'app.teamMode.auto_plan.description': '由规划者把问题拆成步骤，再把每一步交给应用中的某个智能体',
  'app.teamMode.awel_layout': 'AWEL 工作流应用',
  'app.teamMode.awel_layout.description': '应用运行在 AWEL 工作流编辑器中搭建的工作流',
  'app.teamMode.single_agent': '单一智能体',
  'app.teamMode.single_agent.description': '由一个智能体使用它的提示词、模型和资源来回答',
  'app.teamMode.native_app': '原生应用',
  'app.teamMode.native_app.description': '绑定一个资源的内置对话场景（知识库、数据、Excel、仪表盘）',

  'app.strategy.priority': '优先级',
  'app.strategy.priority.description': '按给定的顺序使用所选的模型',
  'app.strategy.auto': '自动',
  'app.strategy.auto.description': '由服务自动选择一个可用的模型',
  'app.strategy.default': '默认',
  'app.strategy.default.description': '使用服务的默认模型',


  'app.resource.knowledge': '知识库',
  'app.resource.knowledge.description': '应用检索的知识库',
  'app.resource.database': '数据库',
  'app.resource.database.description': '应用查询的数据源',
  'app.resource.prompt': '提示词',
  'app.resource.prompt.description': '提示词库中的一个提示词',
  'app.resource.app': '应用',
  'app.resource.app.description': '智能体可以调用的另一个应用',
  'app.resource.flow': '工作流',
  'app.resource.flow.description': '一个 AWEL 工作流',
  'app.resource.tool': '工具',
  'app.resource.tool.description': '智能体可以调用的工具',
};
