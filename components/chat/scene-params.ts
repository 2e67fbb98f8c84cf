/** What a scene's `select_param` names (contract S.2), and so which control the input offers for it. */
export type SceneParamKind = 'knowledge' | 'datasource' | 'spreadsheet';

/** The scenes that ask a datasource; `db_param` in the address preselects it (spec section 2). */
export const DATABASE_SCENES: readonly string[] = [
  'chat_with_db_execute',
  'chat_with_db_qa',
  'chat_dashboard',
];

export function sceneParamKind(chatMode: string): SceneParamKind | null {
  if (chatMode === 'chat_knowledge') return 'knowledge';
  if (DATABASE_SCENES.includes(chatMode)) return 'datasource';
  if (chatMode === 'chat_excel') return 'spreadsheet';
  return null;
}

/** Scenes whose `select_param` comes from the address and goes with every question: those above and a chat flow's uid. */
export function keepsSelectParam(chatMode: string): boolean {
  return sceneParamKind(chatMode) !== null || chatMode === 'chat_flow';
}
