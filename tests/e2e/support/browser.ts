import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Flags that keep a headless Chromium quiet and offline apart from the product (toolchain notes §4, P14). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Run \`bash scripts/install-test-deps.sh\` or set CHROME_PATH.`,
    );
  }
  return candidate;
}

/** Playwright creates and removes a fresh profile folder for every launch. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export interface SessionOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /** Local-storage entries written before the app's scripts run, unless the page already has them. */
  seedStorage?: Record<string, string>;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, in order. */
  errors: string[];
  /** Opens a path (with its query) of the product under test and waits for the load event. */
  open: (pathWithQuery: string) => Promise<void>;
}

export function productURL(pathWithQuery: string): string {
  return new URL(pathWithQuery, inject('baseURL')).toString();
}

function seedLocalStorage(entries: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(entries)) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}

/**
 * Registers the browser lifecycle of one test file: one Chromium for the file and a fresh
 * context (fresh storage) for every session; every context is closed after its test.
 */
export function setupBrowser(): (options?: SessionOptions) => Promise<BrowserSession> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async (options = {}) => {
    if (!browser) throw new Error('setupBrowser() must be called at the top level of a test file');
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      locale: options.locale ?? 'en-US',
      colorScheme: options.colorScheme ?? 'light',
    });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    if (options.seedStorage) await context.addInitScript(seedLocalStorage, options.seedStorage);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console error: ${message.text()} at ${message.location().url}`);
    });
    const open = async (pathWithQuery: string) => {
      const response = await page.goto(productURL(pathWithQuery), { waitUntil: 'load' });
      if (!response?.ok())
        throw new Error(`GET ${pathWithQuery} answered ${response?.status() ?? 'nothing'}`);
    };
    return { context, page, errors, open };
  };
}
