import type { Locator, Page } from 'playwright-core';

/** The app has hydrated and decided what to show: the gate, the full shell or the bare shell. */
export async function waitForShell(page: Page): Promise<'auth-failed' | 'app-shell' | 'bare-shell'> {
  const decided = page
    .locator('[data-testid=auth-failed], [data-testid=app-shell], [data-testid=bare-shell]')
    .first();
  await decided.waitFor({ state: 'attached' });
  const testId = await decided.getAttribute('data-testid');
  if (testId !== 'auth-failed' && testId !== 'app-shell' && testId !== 'bare-shell') {
    throw new Error(`Unexpected shell ${testId}`);
  }
  return testId;
}

export function sidebar(page: Page): Locator {
  return page.locator('aside[data-testid=sidebar]');
}

export function navLink(page: Page, key: 'chat' | 'explore' | 'construct' | 'evaluation'): Locator {
  return sidebar(page).locator(`a[data-nav=${key}]`);
}

export async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  if (!box) throw new Error('The sidebar has no layout box');
  return Math.round(box.width);
}

/** Marks the current document; a later check tells whether the page was reloaded in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'same-document'));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-e2e-mark') === 'same-document');
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function bodyClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.body.classList));
}
