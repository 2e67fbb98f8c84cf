import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SpaceDetailPage from '@/components/knowledge/detail/space-detail-page';
import SpaceListPage from '@/components/knowledge/space-list-page';
import type { Space } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';
import { serveKnowledgeBasics } from './knowledge-fixtures';

/** A sign-in server lists a space with its owner's account id and, beyond DB-GPT, the account's name. */
const BOBS: Space = {
  id: 1,
  name: 'bob_docs',
  vector_type: 'Chroma',
  domain_type: 'Normal',
  desc: 'Bob’s documents',
  owner: '6f1c2a9e-bob',
  owner_name: 'Bob Stone',
  gmt_created: serveTime(600),
  gmt_modified: serveTime(60),
  docs: 2,
};
/** A server without names (DB-GPT): the id is all there is. */
const CAROLS: Space = { ...BOBS, id: 2, name: 'carol_docs', owner: 'carol', owner_name: undefined };

const OWNER = { en: 'Owner: ', zh: '所有者：' } as const;
const SEARCH = { en: 'Search knowledge spaces', zh: '搜索知识库' } as const;

describe.each(['en', 'zh'] as const)('knowledge space owners (%s)', (language) => {
  it('are shown by name where the server gives one, by id otherwise, and found by name', async () => {
    server.use(
      ...startupHandlers(),
      http.post('*/knowledge/space/list', () => ok([BOBS, CAROLS])),
    );
    const user = userEvent.setup();
    await renderApp(<SpaceListPage />, { pathname: '/construct/knowledge', language });

    const bobs = await screen.findByRole('article', { name: 'bob_docs' });
    expect(within(bobs).getByText(`${OWNER[language]}Bob Stone`)).toBeInTheDocument();
    expect(within(bobs).queryByText(/6f1c2a9e/)).toBeNull();
    const carols = screen.getByRole('article', { name: 'carol_docs' });
    expect(within(carols).getByText(`${OWNER[language]}carol`)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: SEARCH[language] }), 'stone');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'bob_docs',
    ]);
  });

  it('is named in the space’s own page too', async () => {
    serveKnowledgeBasics();
    server.use(
      http.post('*/knowledge/space/list', () => ok([BOBS])),
      http.post('*/knowledge/:space/document/list', () => ok({ data: [], total: 0, page: 1 })),
    );
    await renderApp(<SpaceDetailPage />, {
      pathname: '/construct/knowledge/detail',
      query: { spaceName: 'bob_docs', isFirst: 'admin' },
      language,
    });

    expect(await screen.findByRole('heading', { name: 'bob_docs' })).toBeInTheDocument();
    expect(await screen.findByText('Bob Stone')).toBeInTheDocument();
    expect(screen.queryByText(/6f1c2a9e/)).toBeNull();
  });
});
