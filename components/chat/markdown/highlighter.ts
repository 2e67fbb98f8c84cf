import type { BundledLanguage, Highlighter, ThemedToken } from 'shiki';
import type { ThemeMode } from '@/utils/theme';

export type HighlightedLines = ThemedToken[][];

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** The languages we colour, under the names and aliases models commonly put on a fence. */
const LANGUAGES: Record<string, BundledLanguage> = {
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'tsx',
  json: 'json',
  python: 'python',
  py: 'python',
  sql: 'sql',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  shellscript: 'shellscript',
  java: 'java',
  go: 'go',
  golang: 'go',
  rust: 'rust',
  rs: 'rust',
  yaml: 'yaml',
  yml: 'yaml',
  html: 'html',
  xml: 'xml',
  css: 'css',
  markdown: 'markdown',
  md: 'markdown',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  diff: 'diff',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
};

/** Past this size a block stays plain: tokenising it would hold the main thread for too long. */
export const MAX_HIGHLIGHT_LENGTH = 20_000;
const CACHE_LIMIT = 200;

export function resolveLanguage(language: string | null): BundledLanguage | null {
  return language ? (LANGUAGES[language.toLowerCase()] ?? null) : null;
}

let highlighter: Promise<Highlighter> | null = null;
const loadedLanguages = new Map<BundledLanguage, Promise<void>>();
const cache = new Map<string, HighlightedLines>();

function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= import('shiki').then((shiki) =>
    shiki.createHighlighter({
      themes: [THEMES.light, THEMES.dark],
      langs: [],
      // The JavaScript regex engine spares the browser a WebAssembly download.
      engine: shiki.createJavaScriptRegexEngine(),
    }),
  );
  highlighter.catch(() => {
    highlighter = null;
  });
  return highlighter;
}

async function loadLanguage(instance: Highlighter, language: BundledLanguage): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = instance.loadLanguage(language);
    loadedLanguages.set(language, loading);
    loading.catch(() => loadedLanguages.delete(language));
  }
  await loading;
}

export function highlightKey(code: string, language: BundledLanguage, mode: ThemeMode): string {
  return `${mode}\u0000${language}\u0000${code}`;
}

/** Lines already highlighted for this key, if any; lets a remounted block show colour at once. */
export function cachedHighlight(key: string): HighlightedLines | undefined {
  return cache.get(key);
}

export async function highlightCode(
  code: string,
  language: BundledLanguage,
  mode: ThemeMode,
): Promise<HighlightedLines> {
  const key = highlightKey(code, language, mode);
  const hit = cache.get(key);
  if (hit) return hit;
  const instance = await loadHighlighter();
  await loadLanguage(instance, language);
  const lines = instance.codeToTokensBase(code, { lang: language, theme: THEMES[mode] });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, lines);
  return lines;
}
