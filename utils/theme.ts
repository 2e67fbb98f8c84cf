import { STORAGE_KEYS } from './storage-keys';

export type ThemeMode = 'light' | 'dark';

/** Saved value, else the system's dark preference, else light. */
export function readInitialTheme(): ThemeMode {
  if (typeof window === 'undefined') return 'light';
  const saved = window.localStorage.getItem(STORAGE_KEYS.theme);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(mode: ThemeMode): void {
  document.body.classList.remove(mode === 'dark' ? 'light' : 'dark');
  document.body.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
}

export function saveTheme(mode: ThemeMode): void {
  window.localStorage.setItem(STORAGE_KEYS.theme, mode);
}

/**
 * Inline script placed first in <body>: applies the theme class before first paint,
 * so a dark page never flashes white while the bundle loads.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)});var d=s==='dark'||(s!=='light'&&!!window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.body.classList.add(d?'dark':'light');document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
