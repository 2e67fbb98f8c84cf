import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SpaceDetailPage from '@/components/knowledge/detail/space-detail-page';
import SpaceListPage from '@/components/knowledge/space-list-page';
import type { SpaceAddRequest } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { ok, serveKnowledgeBasics, space } from './knowledge-fixtures';

/** The caller of these tests: without sign-in, DB-GPT's default user. */
const ME = '001';

describe('knowledge space visibility', { timeout: 20_000 }, () => {
  it('creates a private space unless the user shares it with everyone', async () => {
    serveKnowledgeBasics();
    const added: SpaceAddRequest[] = [];
    server.use(
      http.post('*/knowledge/space/list', () => ok([])),
      http.post('*/knowledge/space/add', async ({ request }) => {
        added.push((await request.json()) as SpaceAddRequest);
        return ok([]);
      }),
    );
    await renderApp(<SpaceListPage />, { pathname: '/construct/knowledge' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create space' }));
    const wizard = await screen.findByTestId('knowledge-wizard');
    expect(
      within(wizard).getByText('Only you and administrators see and use this space.'),
    ).toBeInTheDocument();
    await user.type(within(wizard).getByRole('textbox', { name: 'Space name' }), 'team_docs');
    await user.click(within(wizard).getByText('Shared with everyone'));
    expect(
      within(wizard).getByText(
        'Everyone signed in may search and chat with it; only you and administrators change it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(wizard).getByTestId('create-space-submit'));
    await within(wizard).findByTestId('source-step');
    expect(added).toEqual([expect.objectContaining({ name: 'team_docs', visibility: 'public' })]);
  });

  it('tags shared spaces in the list and names the owner only of spaces that are not the user’s', async () => {
    serveKnowledgeBasics();
    server.use(
      http.post('*/knowledge/space/list', () =>
        ok([
          space('mine_private', { id: 1, owner: ME, visibility: 'private' }),
          space('theirs_shared', { id: 2, owner: 'alice', visibility: 'public' }),
        ]),
      ),
    );
    await renderApp(<SpaceListPage />, { pathname: '/construct/knowledge' });
    const mine = await screen.findByRole('article', { name: 'mine_private' });
    expect(within(mine).queryByText('Shared')).not.toBeInTheDocument();
    expect(within(mine).queryByText(/^Owner:/)).not.toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'theirs_shared' });
    expect(within(theirs).getByText('Shared')).toBeInTheDocument();
    expect(within(theirs).getByText('Owner: alice')).toBeInTheDocument();
  });

  it('lets the owner share the space from its page, in Chinese too, and keeps it for others to read', async () => {
    serveKnowledgeBasics();
    const changes: unknown[] = [];
    let visibility: 'private' | 'public' = 'private';
    server.use(
      http.post('*/knowledge/space/list', async ({ request }) => {
        const { name } = (await request.json()) as { name?: string };
        if (name === 'their_docs')
          return ok([space('their_docs', { id: 8, owner: 'alice', visibility: 'public' })]);
        return ok([space('my_docs', { id: 7, owner: ME, visibility })]);
      }),
      http.post('*/knowledge/:space/document/list', () => ok({ data: [], total: 0, page: 1 })),
      http.put('*/api/v2/serve/knowledge/spaces', async ({ request }) => {
        const body = (await request.json()) as { visibility: 'private' | 'public' };
        changes.push(body);
        visibility = body.visibility;
        return ok(space('my_docs', { id: 7, owner: ME, visibility }));
      }),
    );
    await renderApp(<SpaceDetailPage />, {
      pathname: '/construct/knowledge/detail',
      query: { isFirst: 'admin', spaceName: 'my_docs' },
      language: 'zh',
    });
    const user = userEvent.setup();
    const control = await screen.findByTestId('space-visibility');
    expect(within(control).getByText('只有你和管理员能看到并使用这个知识库。')).toBeInTheDocument();
    await user.click(within(control).getByText('共享给所有人'));
    await waitFor(() => expect(changes).toEqual([{ id: 7, visibility: 'public' }]));
    expect(await screen.findByText('可见范围已保存')).toBeInTheDocument();
  });

  it('shows another user’s space’s visibility without a control to change it', async () => {
    serveKnowledgeBasics();
    server.use(
      http.post('*/knowledge/space/list', () =>
        ok([space('their_docs', { id: 8, owner: 'alice', visibility: 'public' })]),
      ),
      http.post('*/knowledge/:space/document/list', () => ok({ data: [], total: 0, page: 1 })),
    );
    await renderApp(<SpaceDetailPage />, {
      pathname: '/construct/knowledge/detail',
      query: { isFirst: 'admin', spaceName: 'their_docs' },
    });
    const shown = await screen.findByTestId('space-visibility');
    expect(shown).toHaveTextContent('Shared with everyone');
    expect(within(shown).queryByRole('radio')).not.toBeInTheDocument();
  });
});
