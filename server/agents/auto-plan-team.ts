import { HUMAN_RECEIVER, type AgentPlanStep } from '@/contract/agent-vis';
import { localized } from '../i18n/localized-text';
import { findAgentProfile, PLANNER, SUMMARIZER, type AgentProfile } from './agent-profiles';
import { draftPlan, MAX_PLAN_STEPS } from './plan-draft';
import { runMember, systemPromptOf, type TeamMember, type TeamRun } from './team-member';

function teamRole(run: TeamRun, name: string): TeamMember {
  const lead = run.members[0];
  if (!lead) throw new Error('An agent app needs at least one agent.');
  const profile = findAgentProfile(name) as AgentProfile;
  // The planner and the summariser think with the lead agent's model and use no tools.
  return { ...lead, profile, prompt: undefined, tools: [], context: [] };
}

function stepTask(
  question: string,
  step: AgentPlanStep,
  total: number,
  done: readonly AgentPlanStep[],
): string {
  const earlier = done.map(
    (item) => `Step ${item.num} (${item.agent}): ${item.name}\nResult: ${item.markdown ?? ''}`,
  );
  return [
    `The user's question: ${question}`,
    `Your task, step ${step.num} of ${total}: ${step.name}`,
    earlier.length ? `Results of the earlier steps:\n\n${earlier.join('\n\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * `auto_plan`: the planner splits the question into steps for the app's agents, each step runs in turn
 * (its agent's messages and the plan's progress are shown as they happen), and the summariser writes
 * the answer from the steps' results.
 */
export async function runAutoPlanTeam(run: TeamRun): Promise<string> {
  const { transcript } = run;
  const planner = teamRole(run, PLANNER);
  const plannerMessage = transcript.addMessage(PLANNER, HUMAN_RECEIVER, planner.model.name);
  const planned = await draftPlan({
    model: planner.model,
    system: systemPromptOf(planner).replace('{maxSteps}', String(MAX_PLAN_STEPS)),
    conversation: run.history,
    question: run.question,
    workers: run.members.map((member) => member.profile),
    message: plannerMessage,
    onChange: transcript.onChange,
    signal: run.signal,
  });
  const steps: AgentPlanStep[] = planned.map((step, index) => ({
    name: step.task,
    num: index + 1,
    status: 'todo',
    agent: step.agent,
    markdown: '',
  }));
  plannerMessage.appendText(localized('agents.planMade', { steps: steps.length }).in(run.language));
  transcript.setPlan(steps);

  for (const step of steps) {
    const member = run.members.find((candidate) => candidate.profile.name === step.agent) ?? run.members[0];
    step.status = 'running';
    const message = transcript.addMessage(member.profile.name, PLANNER, member.model.name);
    try {
      const done = steps.filter((item) => item.status === 'complete');
      const { answer } = await runMember(
        run,
        member,
        message,
        stepTask(run.question, step, steps.length, done),
      );
      step.status = 'complete';
      step.markdown = answer;
    } catch (error) {
      step.status = 'failed';
      step.markdown = run.signal.aborted
        ? localized('agents.stepStopped').in(run.language)
        : error instanceof Error
          ? error.message
          : String(error);
      throw error;
    } finally {
      transcript.onChange();
    }
  }

  const summarizer = teamRole(run, SUMMARIZER);
  const message = transcript.addMessage(SUMMARIZER, HUMAN_RECEIVER, summarizer.model.name);
  const results = steps.map(
    (step) => `Step ${step.num} (${step.agent}): ${step.name}\nResult: ${step.markdown}`,
  );
  const { answer } = await runMember(
    run,
    summarizer,
    message,
    `The user's question: ${run.question}\n\nResults of the plan's steps:\n\n${results.join('\n\n')}`,
    { withTools: false },
  );
  const references = run.references.element();
  if (references) transcript.setReferences(references);
  return answer;
}
