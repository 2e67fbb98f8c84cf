// Headless Chromium for the benchmarks, launched the way the end-to-end tests launch it
// (tests/e2e/support/browser.ts): the system Chromium, quiet and offline apart from the product.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

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

export const DESKTOP = { width: 1280, height: 800 };

/** The Chromium binary (CHROME_PATH or Debian's), or a message that says how to get one. */
export function chromiumPath() {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}. Run \`npm run test:setup\` or set CHROME_PATH.`);
  }
  return executablePath;
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache and storage) with one page; close the context when done. */
export async function openFreshPage(browser, { initScript, initArg } = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', colorScheme: 'light' });
  context.setDefaultTimeout(30_000);
  if (initScript) await context.addInitScript(initScript, initArg);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
