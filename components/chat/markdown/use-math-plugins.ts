import { useEffect, useSyncExternalStore } from 'react';
import type { MathPlugins } from './markdown-pipeline';

// `$…$`, `$$…$$`, `\(…\)` or `\[…\]` (normalise-math.ts turns the last two into dollars). A price such as
// "$5 and $10" also matches: that only loads the math code early, it renders the same.
const MATH_DELIMITER = /\$\$|\$[^$\n]+\$|\\\(|\\\[/;

export function mayContainMath(markdown: string): boolean {
  return MATH_DELIMITER.test(markdown);
}

let loaded: MathPlugins | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadMathPlugins(): Promise<void> {
  loading ??= import('./math-plugins')
    .then((module) => {
      loaded = module.MATH_PLUGINS;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Math then stays as its source text; a later answer with math tries again.
      loading = null;
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/**
 * The math extensions once the markdown needs them: null until then, and while they load (the math
 * shows as its source text for that moment, then renders).
 */
export function useMathPlugins(markdown: string): MathPlugins | null {
  const plugins = useSyncExternalStore(subscribe, current, current);
  const needed = plugins === null && mayContainMath(markdown);
  useEffect(() => {
    if (needed) void loadMathPlugins();
  }, [needed]);
  return plugins;
}
