/**
 * The model catalogue: which family a model name belongs to, its icon and its display label.
 *
 * Matching is on the lowercased name, trying families in `MODEL_FAMILIES` order; the first family
 * with a matching pattern wins. A family matches when the name contains one of its `patterns`, or
 * holds one of its `tokens` as a whole word (delimited by anything but a letter or digit, digits
 * allowed right after it: `yi-34b`, `yi1.5` and `o1-mini` match, `yield` and `lollipop` do not).
 */

export type ModelFamilyKey =
  | 'deepseek'
  | 'qwen'
  | 'gemini'
  | 'moonshot'
  | 'doubao'
  | 'ernie'
  | 'proxyllm'
  | 'chatgpt'
  | 'vicuna'
  | 'chatglm'
  | 'llama'
  | 'baichuan'
  | 'claude'
  | 'bard'
  | 'tongyi'
  | 'yi'
  | 'bailing'
  | 'wizardlm'
  | 'internlm'
  | 'solar'
  | 'gorilla'
  | 'zhipu'
  | 'falcon'
  | 'huggingface';

export interface ModelFamily {
  key: ModelFamilyKey;
  label: string;
  /** Public path of the icon, served from `public/models/`. */
  icon: string;
  /** Lowercase substrings. */
  patterns: readonly string[];
  /** Lowercase whole-word matches, for names too short to be safe as substrings. */
  tokens?: readonly string[];
}

export const DEFAULT_MODEL_ICON = '/models/huggingface.svg';

function family(
  key: ModelFamilyKey,
  label: string,
  patterns: readonly string[],
  tokens?: readonly string[],
): ModelFamily {
  return { key, label, icon: `/models/${key}.svg`, patterns, ...(tokens ? { tokens } : {}) };
}

/**
 * In match order. Vendor families come before Proxy LLM so `chatgpt_proxyllm` or
 * `tongyi_proxyllm` show their vendor, and Proxy LLM comes before Llama so `ollama_proxyllm` is not
 * taken for Llama. ChatGLM precedes Zhipu, whose `glm-` patterns would otherwise take `chatglm-6b`.
 */
export const MODEL_FAMILIES: readonly ModelFamily[] = [
  family('deepseek', 'DeepSeek', ['deepseek']),
  family('qwen', 'Qwen', ['qwen', 'qwq', 'qvq']),
  family('gemini', 'Gemini', ['gemini']),
  family('moonshot', 'Moonshot', ['moonshot', 'kimi']),
  family('doubao', 'Doubao', ['doubao']),
  family('ernie', 'ERNIE', ['ernie', 'wenxin']),
  family(
    'chatgpt',
    'ChatGPT',
    ['gpt-3.5', 'gpt-35', 'gpt-4', 'gpt-4o', 'gpt-5', 'chatgpt', 'openai'],
    ['o1', 'o3', 'o4'],
  ),
  family('vicuna', 'Vicuna', ['vicuna']),
  family('chatglm', 'ChatGLM', ['chatglm']),
  family('baichuan', 'Baichuan', ['baichuan']),
  family('claude', 'Claude', ['claude', 'anthropic']),
  family('bard', 'Bard', ['bard']),
  family('tongyi', 'Tongyi', ['tongyi']),
  family('yi', 'Yi', [], ['yi']),
  family('bailing', 'Bailing', ['bailing']),
  family('wizardlm', 'WizardLM', ['wizardlm', 'wizardcoder', 'wizard']),
  family('internlm', 'InternLM', ['internlm']),
  family('solar', 'Solar', ['solar']),
  family('gorilla', 'Gorilla', ['gorilla']),
  family('zhipu', 'Zhipu', ['zhipu', 'glm-4', 'glm4', 'glm-3', 'glm-z1']),
  family('falcon', 'Falcon', ['falcon']),
  family('proxyllm', 'Proxy LLM', ['proxyllm', 'proxy']),
  family('llama', 'Llama', ['llama']),
  family('huggingface', 'Hugging Face', ['huggingface', 'hugging-face'], ['hf']),
];

function hasToken(name: string, token: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${token}([^a-z]|$)`).test(name);
}

/** The family a model name belongs to, or undefined when none matches. */
export function matchModel(name: string | null | undefined): ModelFamily | undefined {
  const lower = (name ?? '').trim().toLowerCase();
  if (!lower) return undefined;
  return MODEL_FAMILIES.find(
    (entry) =>
      entry.patterns.some((pattern) => lower.includes(pattern)) ||
      (entry.tokens ?? []).some((token) => hasToken(lower, token)),
  );
}

/** The icon of a model name's family; the Hugging Face icon when none matches. */
export function getModelIcon(name: string | null | undefined): string {
  return matchModel(name)?.icon ?? DEFAULT_MODEL_ICON;
}

const SIZE = /^(\d+x)?\d+(\.\d+)?[bm]$/i;
const VERSION = /^v\d+(\.\d+)*$/i;

/**
 * The suffix shown after a family label. The name is split on `-`, `_`, `/`, `:`, `@` and spaces;
 * the first part shaped like a parameter count (`7b`, `1.5b`, `8x7b`, `135m`) wins, shown with an
 * upper-case unit (`7B`, `8x7B`); failing that the first version part (`v2`, `v1.5`) shown as `V2`.
 * Version digits glued to the family name (`qwen2`, `baichuan2`) are not suffixes.
 */
export function modelSuffix(name: string): string | undefined {
  const parts = name.trim().split(/[-_/:@\s]+/);
  const size = parts.find((part) => SIZE.test(part));
  if (size) return size.slice(0, -1) + size.slice(-1).toUpperCase();
  const version = parts.find((part) => VERSION.test(part));
  return version ? version.toUpperCase() : undefined;
}

/**
 * The display label: the family label plus the suffix of `modelSuffix` (`qwen2-7b-chat` →
 * `Qwen 7B`, `ernie-v2` → `ERNIE V2`); the raw name when no family matches.
 */
export function getModelLabel(name: string | null | undefined): string {
  const raw = name ?? '';
  const entry = matchModel(raw);
  if (!entry) return raw;
  const suffix = modelSuffix(raw);
  return suffix ? `${entry.label} ${suffix}` : entry.label;
}
