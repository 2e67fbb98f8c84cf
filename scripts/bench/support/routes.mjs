// The screens the page-load benchmarks open, and how they open one as a user arriving from a link would.

/**
 * The list screens whose exported HTML carries their outline (header, tabs, a skeleton of the list), so that
 * on a phone their first paint is their largest and nothing moves as they load (issue 31). The e2e
 * `first-paint` checks them; Lighthouse holds them, with the chat screens, to its phone budgets.
 */
export const OUTLINED_LIST_ROUTES = [
  '/',
  '/construct/app',
  '/construct/database',
  '/construct/dbgpts',
  '/construct/flow',
  '/construct/knowledge',
  '/construct/models',
  '/construct/plugins',
  '/construct/prompt',
  '/evaluation',
];

/** Every exported screen that opens without a record id. */
export const MEASURED_ROUTES = [
  ...OUTLINED_LIST_ROUTES,
  '/chat',
  '/mobile/chat',
  '/construct/prompt/add',
].sort();

/** The screens Lighthouse scores (it takes about a minute a screen and profile). */
export const LIGHTHOUSE_ROUTES = [
  ...OUTLINED_LIST_ROUTES,
  '/chat',
  '/mobile/chat',
  '/construct/flow/canvas',
].sort();

/** The address a user opens: the app admits a visitor only with `isFirst=admin` (spec §2). */
export function routeUrl(baseUrl, route) {
  const folder = route.endsWith('/') ? route : `${route}/`;
  return `${baseUrl}${folder}?isFirst=admin`;
}

/** Navigates with a cold cache and waits until nothing more is fetched (500 ms without a request). */
export async function openRoute(page, baseUrl, route) {
  await page.goto(routeUrl(baseUrl, route), { waitUntil: 'networkidle', timeout: 60_000 });
}
