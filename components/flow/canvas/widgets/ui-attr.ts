import type { FlowParameter } from '@/contract/flow';

/** A component attribute of a parameter's UI: DB-GPT sends some in `attr`, others beside `ui_type`. */
export function uiAttr(parameter: FlowParameter, key: string): unknown {
  const ui = parameter.ui;
  if (!ui) return undefined;
  return ui.attr?.[key] ?? ui[key];
}

export const stringAttr = (parameter: FlowParameter, key: string) => {
  const value = uiAttr(parameter, key);
  return typeof value === 'string' ? value : undefined;
};

export const numberAttr = (parameter: FlowParameter, key: string) => {
  const value = uiAttr(parameter, key);
  return typeof value === 'number' ? value : undefined;
};

/** The `editor: {width, height}` of a text area or code editor. */
export function editorHeight(parameter: FlowParameter): number | undefined {
  const editor = uiAttr(parameter, 'editor');
  if (typeof editor !== 'object' || editor === null || !('height' in editor)) return undefined;
  return typeof editor.height === 'number' ? editor.height : undefined;
}
