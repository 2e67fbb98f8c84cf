import type { AppDraft } from './app-draft';

export type ProblemKey =
  | 'validation.name_required'
  | 'validation.scene_required'
  | 'validation.resource_required'
  | 'validation.temperature_required'
  | 'validation.max_tokens_required'
  | 'validation.agent_required'
  | 'validation.model_required'
  | 'validation.type_required'
  | 'validation.flow_required'
  | 'validation.question_required';

/** What is wrong with a draft, by field path (`agents.0.resources.1.type`); empty when it can be saved. */
export type DraftProblems = Record<string, ProblemKey>;

/** A sheet is uploaded in the chat itself: a `chat_excel` app binds nothing (as in DB-GPT). */
export const bindsResource = (resourceType: string) => Boolean(resourceType) && resourceType !== 'excel_file';

/** The rules of spec section 5 for an app: name, scene, workflow, agent, model, type, temperature, tokens. */
export function checkDraft(draft: AppDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.app_name.trim()) problems.app_name = 'validation.name_required';
  if (draft.team_mode === 'native_app') {
    const { native } = draft;
    if (!native.chat_scene) problems['native.chat_scene'] = 'validation.scene_required';
    else if (bindsResource(native.resource_type) && !native.resource)
      problems['native.resource'] = 'validation.resource_required';
    if (native.temperature === null) problems['native.temperature'] = 'validation.temperature_required';
    if (native.max_new_tokens === null) problems['native.max_new_tokens'] = 'validation.max_tokens_required';
  }
  if (draft.team_mode === 'single_agent' || draft.team_mode === 'auto_plan') {
    if (draft.agents.length === 0) problems.agents = 'validation.agent_required';
    draft.agents.forEach((agent, index) => {
      if (!agent.agent_name) problems[`agents.${index}.agent_name`] = 'validation.agent_required';
      if (agent.llm_strategy === 'priority' && agent.llm_strategy_value.length === 0)
        problems[`agents.${index}.llm_strategy_value`] = 'validation.model_required';
      agent.resources.forEach((resource, at) => {
        const path = `agents.${index}.resources.${at}`;
        if (!resource.type) problems[`${path}.type`] = 'validation.type_required';
        else if (!resource.is_dynamic && !resource.value.trim())
          problems[`${path}.value`] = 'validation.resource_required';
      });
    });
  }
  if (draft.team_mode === 'awel_layout' && !draft.flow) problems.flow = 'validation.flow_required';
  draft.questions.forEach((item, index) => {
    if (!item.question.trim()) problems[`questions.${index}`] = 'validation.question_required';
  });
  return problems;
}
