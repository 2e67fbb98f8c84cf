import { HUMAN_RECEIVER } from '@/contract/agent-vis';
import { runMember, type TeamRun } from './team-member';

/**
 * `single_agent`: the app's one agent answers the question with its resources as tools. Its answer ends
 * with the references of the passages its searches found.
 */
export async function runSingleAgentTeam(run: TeamRun): Promise<string> {
  const member = run.members[0];
  if (!member) throw new Error('An agent app needs at least one agent.');
  const message = run.transcript.addMessage(member.profile.name, HUMAN_RECEIVER, member.model.name);
  const { answer } = await runMember(run, member, message, run.question);
  const references = run.references.element();
  if (references) run.transcript.setReferences(references);
  return answer;
}
