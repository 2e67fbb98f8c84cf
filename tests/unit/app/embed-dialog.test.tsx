import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { EmbedLink, EmbedLinkCreateRequest, EmbedLinkRevokeRequest } from '@/contract/embed';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app, appPage } from './app-fixtures';

const SALES = app('a1', 'Sales analyst');

const existing: EmbedLink = {
  id: 'old',
  app_code: 'a1',
  created_by: 'alice',
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: null,
  revoked_at: null,
  path: '/embed/?token=old.signature',
};

function serveEmbedLinks(embedOrigins: string[]) {
  const calls = { create: [] as EmbedLinkCreateRequest[], revoke: [] as EmbedLinkRevokeRequest[] };
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', () => ok(appPage([SALES]))),
    http.get('*/api/v1/app/embed/list', () => ok({ links: [existing], embed_origins: embedOrigins })),
    http.post('*/api/v1/app/embed/create', async ({ request }) => {
      const body = (await request.json()) as EmbedLinkCreateRequest;
      calls.create.push(body);
      return ok({
        ...existing,
        id: 'new',
        created_at: '2026-02-01T00:00:00.000Z',
        expires_at: '2099-02-08T00:00:00.000Z',
        path: '/embed/?token=new.signature',
      });
    }),
    http.post('*/api/v1/app/embed/revoke', async ({ request }) => {
      calls.revoke.push((await request.json()) as EmbedLinkRevokeRequest);
      return ok(null);
    }),
  );
  return calls;
}

async function openEmbedDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Actions for Sales analyst' }));
  await user.click(screen.getByRole('menuitem', { name: 'Embed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Embed “Sales analyst” in another site' });
  return { user, dialog };
}

// Two antd modals open at once share the test id their titles label them by: found by their title text.
async function confirmation() {
  const title = await screen.findByText('Revoke this embed link?');
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

describe('the Embed dialog', () => {
  it('creates a link with an expiry and shows its address and iframe snippet to copy', async () => {
    const calls = serveEmbedLinks(['https://portal.example.com']);
    await renderApp(<AppListPage />, { pathname: '/construct/app' });
    const { user, dialog } = await openEmbedDialog();

    expect(
      await within(dialog).findByText('Sites allowed to embed it: https://portal.example.com'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByText('In 7 days'));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    await waitFor(() => expect(within(dialog).getAllByTestId('embed-link')).toHaveLength(2));
    expect(calls.create).toEqual([{ app_code: 'a1', expires_in_days: 7 }]);
    const newest = within(dialog).getAllByTestId('embed-link')[0]!;
    const url = `${window.location.origin}/embed/?token=new.signature`;
    expect(within(newest).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(within(newest).getByRole('textbox', { name: 'iframe snippet' })).toHaveValue(
      `<iframe src="${url}" title="Sales analyst" width="400" height="600" style="border:0"></iframe>`,
    );
    await user.click(within(newest).getByRole('button', { name: 'Copy link' }));
    expect(await within(newest).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('says the embed page is not frameable yet without EMBED_ORIGINS, and revokes only after confirming', async () => {
    const calls = serveEmbedLinks([]);
    await renderApp(<AppListPage />, { pathname: '/construct/app' });
    const { user, dialog } = await openEmbedDialog();

    expect(
      await within(dialog).findByText(/must list the embedding sites’ origins in EMBED_ORIGINS/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    let confirm = await confirmation();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.revoke).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    confirm = await confirmation();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Revoked')).toBeInTheDocument();
    expect(calls.revoke).toEqual([{ app_code: 'a1', id: 'old' }]);
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull();
  });
});
