import type { Page } from 'playwright-core';

/**
 * Watches a page in front of another API server for what a user should never meet: requests that failed
 * unless the client expected them to, console and page errors, and server text shown raw on screen.
 */
export interface PageWatch {
  /** Everything noticed so far, one line each, plus what is on screen now. */
  problems: () => Promise<string[]>;
  /** The API requests made so far with their answers (`METHOD path → status`), for a failure's message. */
  requests: () => string[];
}

/** Requests DB-GPT cannot answer that the client makes on purpose and handles: `METHOD path?query` patterns. */
export interface ExpectedFailure {
  pattern: RegExp;
  /** How often a page session may make it (e.g. once: the client decides once per session). */
  atMost: number;
}

/** Raw server text that must never reach the screen (issue 27: SQL, Python, HTML markup). */
export const RAW_SERVER_TEXT: { name: string; pattern: RegExp }[] = [
  { name: 'raw SQL', pattern: /\[SQL:|IntegrityError|UNIQUE constraint failed/ },
  { name: 'Python text', pattern: /Traceback|object has no attribute|File "\/.*\.py"/ },
  { name: 'HTML as text', pattern: /<\/?(span|br|div|references|p)\b|&quot;|&lt;|&gt;/ },
];

export function watchPage(page: Page, origin: string, expected: ExpectedFailure[]): PageWatch {
  const failures: string[] = [];
  const errors: string[] = [];
  const seen = new Map<ExpectedFailure, number>();
  const answered: string[] = [];

  const noteFailure = (line: string) => {
    const rule = expected.find((candidate) => candidate.pattern.test(line));
    if (rule) {
      const count = (seen.get(rule) ?? 0) + 1;
      seen.set(rule, count);
      if (count <= rule.atMost) return;
      failures.push(`${line} (expected at most ${rule.atMost}×, made ${count}×)`);
      return;
    }
    failures.push(line);
  };

  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (url.pathname.startsWith('/api') || !/\.\w+$/.test(url.pathname))
      answered.push(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
    if (response.status() < 400) return;
    noteFailure(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const reason = request.failure()?.errorText ?? 'failed';
    // A stream the client stops, or a page left while loading, is aborted on purpose.
    if (url.origin !== origin || reason.includes('ERR_ABORTED')) return;
    noteFailure(`${request.method()} ${url.pathname}${url.search} → ${reason}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx answer as "Failed to load resource"; the response listener judges those.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console error: ${message.text()}`);
  });

  return {
    requests: () => [...answered],
    problems: async () => {
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      const shown = RAW_SERVER_TEXT.flatMap(({ name, pattern }) => {
        const match = pattern.exec(text);
        if (!match) return [];
        const around = text.slice(Math.max(0, match.index - 60), match.index + 80).replace(/\s+/g, ' ');
        return [`${name} on screen: …${around}…`];
      });
      return [...failures, ...errors, ...shown];
    },
  };
}
