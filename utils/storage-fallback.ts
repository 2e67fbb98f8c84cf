/**
 * In another site's iframe a browser that blocks third-party storage throws on every `localStorage`
 * access (sessionStorage too), and the client reads localStorage from its first line (profile, theme, language). There, an in-memory
 * store stands in for this page view: the embed page works, it just forgets on reload.
 */
function installMemoryStorage(name: 'localStorage' | 'sessionStorage'): void {
  try {
    void window[name].length;
    return;
  } catch {
    // denied: replaced below
  }
  const entries = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
  try {
    Object.defineProperty(window, name, { configurable: true, value: memory });
  } catch {
    // Nothing more to do: the reads keep failing as they would have.
  }
}

if (typeof window !== 'undefined') {
  installMemoryStorage('localStorage');
  installMemoryStorage('sessionStorage');
}
