import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import ExplorePage from '@/components/app/explore/explore-page';
import type { App, AppListQuery } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, ok } from '../support/construct-lists';
import { app, appPage, numberedApps } from './app-fixtures';
import { installViewport } from './intersection-observer';

const SALES = app('a1', 'Sales analyst', { owner_name: 'alice', is_collected: 'true' });
const KNOWLEDGE = app('k1', 'Handbook', {
  team_mode: 'native_app',
  team_context: { chat_scene: 'chat_knowledge', scene_name: 'Chat Knowledge' },
  param_need: [{ type: 'resource', value: 'knowledge', bind_value: 'handbook' }],
  hot_value: 7,
});

/** Serves the app list with `answer(body)` and the hot list with `hot`, recording every body. */
function serveExplore(answer: (body: AppListQuery) => Response, hot: App[] = [KNOWLEDGE]) {
  const bodies: AppListQuery[] = [];
  const hotBodies: AppListQuery[] = [];
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', async ({ request }) => {
      const body = (await request.json()) as AppListQuery;
      bodies.push(body);
      return answer(body);
    }),
    http.post('*/api/v1/app/hot/list', async ({ request }) => {
      hotBodies.push((await request.json()) as AppListQuery);
      return ok(hot);
    }),
  );
  return { bodies, hotBodies };
}

let viewport: ReturnType<typeof installViewport>;
beforeEach(() => {
  viewport = installViewport();
});
afterEach(() => viewport.restore());

const renderExplore = (language: 'en' | 'zh' = 'en') =>
  renderApp(<ExplorePage />, { pathname: '/', language });

describe('Explore', () => {
  it('lists the published apps with owner, last change and favourite star', async () => {
    const { bodies } = serveExplore(() => ok(appPage([SALES, KNOWLEDGE])));
    await renderExplore();

    const sales = await screen.findByRole('article', { name: 'Sales analyst' });
    expect(within(sales).getByText('By alice')).toBeInTheDocument();
    expect(await within(sales).findByText('Updated 5 minutes ago')).toBeInTheDocument();
    expect(
      within(sales).getByRole('button', { name: 'Remove Sales analyst from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toEqual([{ page: 1, page_size: 12, published: 'true' }]);
  });

  it('asks the server for each tab: hot list, favourites, my apps, recently used', async () => {
    const { bodies, hotBodies } = serveExplore(() => ok(appPage([SALES])));
    const user = userEvent.setup();
    await renderExplore();
    await screen.findByRole('article', { name: 'Sales analyst' });

    await user.click(screen.getByRole('radio', { name: 'Recommended' }));
    const handbook = await screen.findByRole('article', { name: 'Handbook' });
    expect(within(handbook).getByText(/7 conversations/)).toBeInTheDocument();
    expect(hotBodies).toEqual([{ page: 1, page_size: 12 }]);
    expect(screen.queryByRole('textbox', { name: 'Search applications' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'My favourites' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, is_collected: 'true' }));
    await user.click(screen.getByRole('radio', { name: 'My apps' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, user_code: '001' }));
    await user.click(screen.getByRole('radio', { name: 'Recently used' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, is_recent_used: 'true' }));
  });

  it('searches by name once typing pauses', async () => {
    const { bodies } = serveExplore((body) =>
      ok(
        appPage([SALES, KNOWLEDGE].filter((item) => !body.app_name || item.app_name.includes(body.app_name))),
      ),
    );
    const user = userEvent.setup();
    await renderExplore();
    await screen.findByRole('article', { name: 'Handbook' });

    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'Sales');
    await waitFor(() => expect(bodies.map((body) => body.app_name)).toEqual([undefined, 'Sales']));
    expect(await screen.findByRole('article', { name: 'Sales analyst' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Handbook' })).toBeNull();
  });

  it('loads the next 12 as the end of the grid comes into view, keeping few cards in the document', async () => {
    const { bodies } = serveExplore((body) => {
      const page = body.page ?? 1;
      return ok(appPage(numberedApps((page - 1) * 12, page === 3 ? 6 : 12), 30, page));
    });
    await renderExplore();
    await screen.findByRole('article', { name: 'App 12' });
    expect(screen.queryByRole('article', { name: 'App 13' })).toBeNull();

    viewport.reachEnd();
    expect(await screen.findByRole('article', { name: 'App 13' })).toBeInTheDocument();
    viewport.reachEnd();
    expect(await screen.findByText('That is every application (30).')).toBeInTheDocument();
    viewport.reachEnd();

    expect(bodies.map((body) => body.page)).toEqual([1, 2, 3]);
    // 30 apps loaded, but only the rows near the viewport are rendered.
    expect(screen.getAllByTestId('app-card').length).toBeLessThan(20);
  });

  it('stars an app at once and takes the star back when the server refuses', async () => {
    serveExplore(() => ok(appPage([app('b1', 'Budget bot')])));
    let accept = false;
    server.use(
      http.post('*/api/v1/app/collect', () => (accept ? ok(null) : failed('Collections are read-only'))),
    );
    const user = userEvent.setup();
    await renderExplore();
    await screen.findByRole('article', { name: 'Budget bot' });

    await user.click(screen.getByRole('button', { name: 'Add Budget bot to favourites' }));
    expect(await screen.findByText('Collections are read-only')).toBeInTheDocument();
    const star = await screen.findByRole('button', { name: 'Add Budget bot to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    accept = true;
    await user.click(star);
    expect(await screen.findByRole('button', { name: 'Remove Budget bot from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for Favourites right after a star only once the server has stored the star', async () => {
    const events: string[] = [];
    let stored = false;
    let letCollectLand = () => {};
    const collectLands = new Promise<void>((resolve) => (letCollectLand = resolve));
    serveExplore((body) => {
      events.push(body.is_collected ? 'favourites asked' : 'list asked');
      const budget = app('b1', 'Budget bot', { is_collected: stored ? 'true' : 'false' });
      return ok(appPage(body.is_collected && !stored ? [] : [budget]));
    });
    server.use(
      http.post('*/api/v1/app/collect', async () => {
        await collectLands;
        stored = true;
        events.push('star stored');
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    await renderExplore();
    await user.click(await screen.findByRole('radio', { name: 'All published' }));
    await user.click(await screen.findByRole('button', { name: 'Add Budget bot to favourites' }));
    await user.click(screen.getByRole('radio', { name: 'My favourites' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).not.toContain('favourites asked');

    letCollectLand();
    expect(await screen.findByRole('article', { name: 'Budget bot' })).toBeInTheDocument();
    expect(events.slice(-2)).toEqual(['star stored', 'favourites asked']);
  });

  it('opens a native app in its scene with its bound resource, and other apps as agent chats', async () => {
    serveExplore(() => ok(appPage([SALES, KNOWLEDGE])));
    const user = userEvent.setup();
    const { router } = await renderExplore();

    await user.click(await screen.findByRole('button', { name: 'Chat with Handbook' }));
    expect(router.push).toHaveBeenLastCalledWith({
      pathname: '/chat',
      query: { scene: 'chat_knowledge', app_code: 'k1', select_param: 'handbook' },
    });
    await user.click(screen.getByRole('button', { name: 'Chat with Sales analyst' }));
    expect(router.push).toHaveBeenLastCalledWith({
      pathname: '/chat',
      query: { scene: 'chat_agent', app_code: 'a1' },
    });
  });

  it('offers to create an app when a tab is empty, and starts a normal chat from the question box', async () => {
    serveExplore(() => ok(appPage([])));
    const user = userEvent.setup();
    const { router } = await renderExplore();

    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No application has been published yet');
    expect(within(empty).getByRole('link', { name: /Create app/ })).toHaveAttribute(
      'href',
      '/construct/app?openModal=true',
    );

    await user.type(screen.getByRole('textbox', { name: 'Ask anything' }), 'What is DB-GPT?{Enter}');
    expect(router.push).toHaveBeenCalledWith({
      pathname: '/chat',
      query: { scene: 'chat_normal', ques: 'What is DB-GPT?' },
    });
  });

  it('offers a retry when the list fails, and speaks Chinese', async () => {
    let calls = 0;
    serveExplore(() => {
      calls += 1;
      return calls === 1 ? failed('App store is offline') : ok(appPage([SALES]));
    });
    const user = userEvent.setup();
    await renderExplore('zh');

    const panel = await screen.findByTestId('explore-error');
    expect(panel).toHaveTextContent('应用列表加载失败。');
    await user.click(within(panel).getByRole('button', { name: '重试' }));
    const sales = await screen.findByRole('article', { name: 'Sales analyst' });
    expect(within(sales).getByText('创建者：alice')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '我的收藏' })).toBeInTheDocument();
  });
});
