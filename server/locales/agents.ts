/** Server messages of the agent runtime (`chat_agent`). Spread into en.ts and zh.ts. */
export const agentsEn = {
  'agents.unknownTool': 'There is no tool named "{name}".',
  'agents.badArguments': 'The arguments do not fit the tool: {detail}',
  'agents.toolTimedOut': 'The tool did not answer within {seconds} s.',
  'agents.stepLimit': '(Step limit reached: {steps} rounds of tool calls. Answering with what was found.)',
  'agents.goal.assistant': "Answers questions, using the app's knowledge, data and tools when they help.",
  'agents.goal.knowledge':
    "Searches the app's knowledge spaces and answers from what it finds, with citations.",
  'agents.goal.data': "Writes read-only SQL for the app's databases, runs it and answers with a chart.",
  'agents.goal.tools': "Calls the app's tools with the right arguments and reports their results.",
  'agents.goal.planner': "Splits a question into steps and gives each step to one of the team's agents.",
  'agents.goal.summarizer': "Writes the final answer from the results of the plan's steps.",
  'agents.planMade': 'Plan: {steps} step(s).',
  'agents.noAgents': 'This app has no agent to answer with. Add an agent in the app editor.',
  'agents.turnTimedOut':
    'The agents did not finish within {minutes} min. What they did so far is shown above.',
  'agents.stepStopped': 'Stopped before this step finished.',
} as const;

export const agentsZh: { readonly [Key in keyof typeof agentsEn]: string } = {
  'agents.unknownTool': '没有名为“{name}”的工具。',
  'agents.badArguments': '参数与工具不符：{detail}',
  'agents.toolTimedOut': '工具在 {seconds} 秒内没有应答。',
  'agents.stepLimit': '（已达到步数上限：{steps} 轮工具调用。以已得到的信息作答。）',
  'agents.goal.assistant': '回答问题，需要时使用应用的知识库、数据和工具。',
  'agents.goal.knowledge': '检索应用的知识库，依据检索到的内容作答并注明出处。',
  'agents.goal.data': '为应用的数据库编写只读 SQL 并执行，用图表作答。',
  'agents.goal.tools': '以正确的参数调用应用的工具，并报告结果。',
  'agents.goal.planner': '把问题拆成若干步骤，每一步交给团队中的一个智能体。',
  'agents.goal.summarizer': '根据计划各步骤的结果写出最终回答。',
  'agents.planMade': '计划：共 {steps} 步。',
  'agents.noAgents': '此应用没有可以作答的智能体。请在应用编辑器中添加智能体。',
  'agents.turnTimedOut': '智能体未能在 {minutes} 分钟内完成。上面是目前已完成的内容。',
  'agents.stepStopped': '此步骤完成前已停止。',
};
