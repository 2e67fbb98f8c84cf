/** Languages the built-in templates are written in. */
export type TemplateLanguage = 'en' | 'zh';

export function templateLanguage(language: string | null | undefined): TemplateLanguage {
  return language?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export type ResponseExample = Record<string, unknown> | Record<string, unknown>[];

/** A template the server ships for a scene, an agent or an evaluation metric. */
export interface BuiltinTemplate {
  /** The scene code, agent name or metric name the template belongs to. */
  target: string;
  /** One line about the target, for target lists. */
  desc: Record<TemplateLanguage, string>;
  /** The template text with `{variable}` placeholders. */
  template: Record<TemplateLanguage, string>;
  /** An example of the JSON answer the template asks for; null when the answer is free text. */
  responseFormat: Record<TemplateLanguage, ResponseExample> | null;
}
