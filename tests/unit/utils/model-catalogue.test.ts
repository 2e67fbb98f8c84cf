import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODEL_ICON,
  MODEL_FAMILIES,
  getModelIcon,
  getModelLabel,
  matchModel,
  modelSuffix,
  type ModelFamilyKey,
} from '@/utils/model-catalogue';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

const SPEC_FAMILIES = [
  'DeepSeek',
  'Qwen',
  'Gemini',
  'Moonshot',
  'Doubao',
  'ERNIE',
  'Proxy LLM',
  'ChatGPT',
  'Vicuna',
  'ChatGLM',
  'Llama',
  'Baichuan',
  'Claude',
  'Bard',
  'Tongyi',
  'Yi',
  'Bailing',
  'WizardLM',
  'InternLM',
  'Solar',
  'Gorilla',
  'Zhipu',
  'Falcon',
  'Hugging Face',
];

/** A realistic model name for every family, as DB-GPT or the model hubs spell them. */
const REALISTIC_NAMES: [string, ModelFamilyKey][] = [
  ['deepseek-r1-distill-qwen-7b', 'deepseek'],
  ['deepseek_proxyllm', 'deepseek'],
  ['Qwen2.5-72B-Instruct', 'qwen'],
  ['qwq-32b', 'qwen'],
  ['gemini-1.5-pro', 'gemini'],
  ['moonshot-v1-8k', 'moonshot'],
  ['kimi-k2', 'moonshot'],
  ['doubao-pro-32k', 'doubao'],
  ['ernie-4.0-8k', 'ernie'],
  ['wenxin_proxyllm', 'ernie'],
  ['proxyllm', 'proxyllm'],
  ['ollama_proxyllm', 'proxyllm'],
  ['siliconflow_proxyllm', 'proxyllm'],
  ['chatgpt_proxyllm', 'chatgpt'],
  ['gpt-3.5-turbo', 'chatgpt'],
  ['gpt-4o-mini', 'chatgpt'],
  ['gpt-4', 'chatgpt'],
  ['o1-mini', 'chatgpt'],
  ['openai/gpt-oss-20b', 'chatgpt'],
  ['vicuna-13b-v1.5', 'vicuna'],
  ['chatglm3-6b', 'chatglm'],
  ['chatglm2-6b-int4', 'chatglm'],
  ['llama-2-7b-chat', 'llama'],
  ['Meta-Llama-3-8B-Instruct', 'llama'],
  ['codellama-13b', 'llama'],
  ['baichuan2-13b', 'baichuan'],
  ['claude-3-5-sonnet', 'claude'],
  ['bard_proxyllm', 'bard'],
  ['tongyi_proxyllm', 'tongyi'],
  ['yi-34b-chat', 'yi'],
  ['01-ai/Yi-1.5-9B-Chat', 'yi'],
  ['yi_proxyllm', 'yi'],
  ['bailing_proxyllm', 'bailing'],
  ['wizardlm-13b', 'wizardlm'],
  ['internlm-chat-7b', 'internlm'],
  ['solar-10.7b-instruct-v1.0', 'solar'],
  ['gorilla-openfunctions-v2', 'gorilla'],
  ['zhipu_proxyllm', 'zhipu'],
  ['glm-4-9b-chat', 'zhipu'],
  ['falcon-40b', 'falcon'],
  ['huggingface-mistral-7b', 'huggingface'],
  ['hf-tiny-model', 'huggingface'],
];

describe('the catalogue', () => {
  it('holds exactly the 24 families of the spec', () => {
    expect(MODEL_FAMILIES.map((entry) => entry.label).sort()).toEqual([...SPEC_FAMILIES].sort());
    expect(new Set(MODEL_FAMILIES.map((entry) => entry.key)).size).toBe(24);
  });

  it('gives every family an icon under /models/ that exists in public/ as a well-formed SVG', () => {
    for (const entry of MODEL_FAMILIES) {
      expect(entry.icon).toMatch(/^\/models\/[a-z0-9_-]+\.svg$/);
      const file = path.join(PUBLIC_DIR, entry.icon);
      expect(existsSync(file), entry.icon).toBe(true);
      const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
      expect(svg.querySelector('parsererror'), entry.icon).toBeNull();
      expect(svg.documentElement.nodeName).toBe('svg');
    }
  });

  it('gives the families distinct icons', () => {
    expect(new Set(MODEL_FAMILIES.map((entry) => entry.icon)).size).toBe(24);
  });

  it('uses an existing default icon, the Hugging Face one', () => {
    expect(DEFAULT_MODEL_ICON).toBe(MODEL_FAMILIES.find((entry) => entry.key === 'huggingface')?.icon);
    expect(existsSync(path.join(PUBLIC_DIR, DEFAULT_MODEL_ICON))).toBe(true);
  });
});

describe('matchModel', () => {
  it.each(REALISTIC_NAMES)('matches %s to %s', (name, key) => {
    expect(matchModel(name)?.key).toBe(key);
  });

  it('has a realistic name for every family', () => {
    const covered = new Set(REALISTIC_NAMES.map(([, key]) => key));
    expect(MODEL_FAMILIES.filter((entry) => !covered.has(entry.key)).map((entry) => entry.key)).toEqual([]);
  });

  it('does not let Zhipu take ChatGLM names', () => {
    expect(matchModel('chatglm-6b')?.key).toBe('chatglm');
    expect(matchModel('chatglm4-9b')?.key).toBe('chatglm');
  });

  it('matches yi only as a word', () => {
    expect(matchModel('yi-6b')?.key).toBe('yi');
    expect(matchModel('Yi1.5-34B')?.key).toBe('yi');
    expect(matchModel('qwen-yi')?.key).toBe('qwen');
    expect(matchModel('yield-model')).toBeUndefined();
    expect(matchModel('tinyyi-7b')).toBeUndefined();
    expect(matchModel('my-yiyan')).toBeUndefined();
  });

  it('matches the o-series of ChatGPT only as words', () => {
    expect(matchModel('o3-mini')?.key).toBe('chatgpt');
    expect(matchModel('foo1-bar')).toBeUndefined();
    expect(matchModel('neo3x')).toBeUndefined();
  });

  it('ignores case', () => {
    expect(matchModel('DEEPSEEK-CHAT')?.key).toBe('deepseek');
    expect(matchModel('ChatGLM3-6B')?.key).toBe('chatglm');
  });

  it.each(['', '   ', null, undefined, 'mistral-7b-instruct', 'phi-3-mini'])(
    'finds no family for %j',
    (name) => {
      expect(matchModel(name)).toBeUndefined();
    },
  );
});

describe('getModelIcon', () => {
  it('gives the family icon of a matched name', () => {
    expect(getModelIcon('gpt-4o')).toBe('/models/chatgpt.svg');
    expect(getModelIcon('qwen2-7b-chat')).toBe('/models/qwen.svg');
    expect(getModelIcon('proxyllm')).toBe('/models/proxyllm.svg');
  });

  it.each(['mistral-7b-instruct', '', null, undefined])(
    'gives the Hugging Face icon to the unmatched %j',
    (name) => {
      expect(getModelIcon(name)).toBe(DEFAULT_MODEL_ICON);
    },
  );
});

describe('getModelLabel', () => {
  it.each([
    ['qwen2-7b-chat', 'Qwen 7B'],
    ['baichuan2-13b', 'Baichuan 13B'],
    ['ernie-v2', 'ERNIE V2'],
    ['Qwen/Qwen2.5-1.5B-Instruct', 'Qwen 1.5B'],
    ['vicuna-13b-v1.5', 'Vicuna 13B'],
    ['deepseek-v3', 'DeepSeek V3'],
    ['moonshot-v1-8k', 'Moonshot V1'],
    ['llama3:70b', 'Llama 70B'],
    ['chatglm3-6b', 'ChatGLM 6B'],
    ['glm-4-9b-chat', 'Zhipu 9B'],
    ['yi-34b', 'Yi 34B'],
    ['falcon-40b', 'Falcon 40B'],
    ['solar-10.7b-instruct-v1.0', 'Solar 10.7B'],
    ['internlm_7b', 'InternLM 7B'],
    ['smollm-135m-llama', 'Llama 135M'],
    ['llama-8x7b', 'Llama 8x7B'],
  ])('labels %s as %s', (name, label) => {
    expect(getModelLabel(name)).toBe(label);
  });

  it.each([
    ['gpt-4o', 'ChatGPT'],
    ['chatgpt_proxyllm', 'ChatGPT'],
    ['proxyllm', 'Proxy LLM'],
    ['claude-3-5-sonnet', 'Claude'],
    ['gpt-3.5-turbo-16k', 'ChatGPT'],
  ])('labels %s as the bare family %s when it has no size or version part', (name, label) => {
    expect(getModelLabel(name)).toBe(label);
  });

  it('keeps the raw name of an unmatched model', () => {
    expect(getModelLabel('mistral-7b-instruct')).toBe('mistral-7b-instruct');
    expect(getModelLabel('My Custom Model')).toBe('My Custom Model');
  });

  it('gives an empty label for no name', () => {
    expect(getModelLabel('')).toBe('');
    expect(getModelLabel(null)).toBe('');
    expect(getModelLabel(undefined)).toBe('');
  });
});

describe('modelSuffix', () => {
  it('prefers the size over the version', () => {
    expect(modelSuffix('deepseek-v2-lite-16b')).toBe('16B');
  });

  it('ignores version digits glued to the family name', () => {
    expect(modelSuffix('qwen2')).toBeUndefined();
    expect(modelSuffix('baichuan2-chat')).toBeUndefined();
  });
});
