import { z } from 'zod';
import type { ChatModel, PromptMessage } from '../models/chat-model';
import { toolDefinition, type AgentTool } from './agent-tool';
import type { AgentProfile } from './agent-profiles';
import type { TranscriptMessage } from './agent-transcript';
import { ToolCallCollector } from './tool-calls';

export const MAX_PLAN_STEPS = 5;

export interface PlannedStep {
  task: string;
  agent: string;
}

const planSchema = z.object({
  steps: z
    .array(
      z.object({
        task: z.string().min(1).describe('What this step must find out or do'),
        agent: z.string().describe('The agent that does it'),
      }),
    )
    .min(1),
});

const makePlanTool: AgentTool<z.infer<typeof planSchema>> = {
  name: 'make_plan',
  description: 'Records the plan: the steps in order, each with the agent that does it.',
  parameters: planSchema,
  run: async () => ({ text: 'The plan is recorded.' }),
};

/** The plan from a make_plan call, or from JSON the model wrote as text instead. */
function planFrom(argumentsText: string | undefined, text: string): PlannedStep[] | null {
  const candidates = [argumentsText, text.match(/\{[\s\S]*\}/)?.[0]].filter((item): item is string => !!item);
  for (const candidate of candidates) {
    try {
      const parsed = planSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return parsed.data.steps;
    } catch {
      // Not JSON: try the next form, then fall back to one step.
    }
  }
  return null;
}

/**
 * The planner's model call: the steps, each given to one of `workers` (an unknown agent name goes to
 * the first worker), at most MAX_PLAN_STEPS. A model that writes no usable plan gets a one-step plan:
 * the whole question, to the first worker.
 */
export async function draftPlan(options: {
  model: ChatModel;
  system: string;
  conversation: readonly PromptMessage[];
  question: string;
  workers: readonly AgentProfile[];
  message: TranscriptMessage;
  onChange: () => void;
  signal: AbortSignal;
}): Promise<PlannedStep[]> {
  const { workers, message } = options;
  const roster = workers.map((worker) => `- ${worker.name}: ${worker.goal.in('en')}`).join('\n');
  const collector = new ToolCallCollector();
  let text = '';
  const stream = options.model.streamChat(
    {
      messages: [
        { role: 'system', content: `${options.system}\n\nThe agents you can give steps to:\n${roster}` },
        ...options.conversation,
        { role: 'user', content: options.question },
      ],
      tools: [toolDefinition(makePlanTool)],
    },
    { signal: options.signal },
  );
  for await (const delta of stream) {
    text += delta.content;
    message.thinking += delta.reasoning;
    collector.push(delta.toolCalls);
    if (delta.reasoning) options.onChange();
  }
  const call = collector.complete().find((item) => item.name === makePlanTool.name);
  const planned = planFrom(call?.arguments, text) ?? [
    { task: options.question, agent: workers[0]?.name ?? '' },
  ];
  return planned.slice(0, MAX_PLAN_STEPS).map((step) => ({
    task: step.task,
    agent: (
      workers.find((worker) => worker.name.toLowerCase() === step.agent.trim().toLowerCase()) ?? workers[0]
    ).name,
  }));
}
