import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChunkPage from '@/components/knowledge/chunk/chunk-page';
import type { Chunk, ChunkEditRequest, ChunkListRequest } from '@/contract/knowledge';
import { renderApp } from '../render-app';
import { ok, recordPosts, refused, serveShell, SPACE } from './fixtures';

/** 45 chunks of document 3, ids 101…145, as the server orders them (by id). */
const ALL: Chunk[] = Array.from({ length: 45 }, (_, at) => ({
  id: 101 + at,
  document_id: 3,
  doc_name: 'guide.md',
  doc_type: 'DOCUMENT',
  content: at === 30 ? 'Refunds are possible within thirty days.' : `Section ${at + 1} of the guide.`,
  meta_info: JSON.stringify({ source: 'guide.md', page: at + 1 }),
  questions: at === 0 ? JSON.stringify(['What is the guide?']) : null,
}));

/** A chunk store answering `chunk/list` like the server: paging, and `content` as a text search. */
function serveChunks() {
  return recordPosts<ChunkListRequest>(`/knowledge/${SPACE}/chunk/list`, (body) => {
    const page = body.page ?? 1;
    const size = body.page_size ?? 20;
    const matching = ALL.filter(
      (chunk) =>
        chunk.document_id === body.document_id && (!body.content || chunk.content.includes(body.content)),
    );
    return ok({
      data: matching.slice((page - 1) * size, page * size),
      total: matching.length,
      page,
      summary: null,
    });
  });
}

const renderChunks = (query: Record<string, string> = {}) =>
  renderApp(<ChunkPage />, {
    pathname: '/construct/knowledge/chunk',
    query: { isFirst: 'admin', spaceName: SPACE, id: '3', ...query },
  });

const cards = () => screen.getAllByTestId('chunk-card');

describe('chunks page', () => {
  it('pages through the document’s chunks with the right index, also after changing the page size', async () => {
    serveShell();
    const bodies = serveChunks();
    const user = userEvent.setup();
    await renderChunks();

    expect(await screen.findByText('Section 1 of the guide.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      `Knowledge›${SPACE}›guide.md`,
    );
    expect(bodies[0]).toEqual({ document_id: 3, page: 1, page_size: 20 });
    expect(cards()).toHaveLength(20);
    expect(within(cards()[0]).getByText('#1')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('What is the guide?')).toBeInTheDocument();
    expect(screen.getByText('45 chunks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Section 21 of the guide.')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('#21')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chunks per page' }), '10');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Section 21 of the guide.')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('#21')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ document_id: 3, page: 3, page_size: 10 });
  });

  it('searches the content, and emptying the search lists every chunk again', async () => {
    serveShell();
    const bodies = serveChunks();
    const user = userEvent.setup();
    await renderChunks();
    await screen.findByText('Section 1 of the guide.');

    await user.type(screen.getByRole('textbox', { name: 'Search chunks' }), 'Refunds');
    expect(await screen.findByText('Refunds are possible within thirty days.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(bodies.at(-1)).toEqual({ document_id: 3, page: 1, page_size: 20, content: 'Refunds' });

    await user.type(screen.getByRole('textbox', { name: 'Search chunks' }), 'zzz');
    expect(await screen.findByText('No chunk matches')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(bodies.at(-1)).toEqual({ document_id: 3, page: 1, page_size: 20 });
  });

  it('opens at the page of a referenced chunk and marks it', async () => {
    serveShell();
    serveChunks();
    await renderChunks({ chunkId: '131' });

    const referenced = await screen.findByRole('listitem', { name: 'Chunk #31' });
    expect(referenced).toHaveAttribute('aria-current', 'true');
    expect(within(referenced).getByText('Refunds are possible within thirty days.')).toBeInTheDocument();
    expect(within(referenced).getByText('Referenced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves an edit with content and questions, and keeps the edit when the save fails', async () => {
    serveShell();
    serveChunks();
    let fail = true;
    const edits = recordPosts<ChunkEditRequest>(`/knowledge/${SPACE}/chunk/edit`, () =>
      fail ? refused('The chunk index is busy') : ok(null),
    );
    const user = userEvent.setup();
    await renderChunks();
    await screen.findByText('Section 1 of the guide.');

    await user.click(screen.getByRole('button', { name: 'Edit chunk #1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit chunk #1' });
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, 'A shorter first section.');
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 2' }), 'How short is it?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The chunk index is busy')).toBeInTheDocument();
    expect(content).toHaveValue('A shorter first section.');
    expect(edits[0]).toEqual({
      chunk_id: 101,
      content: 'A shorter first section.',
      questions: ['What is the guide?', 'How short is it?'],
    });

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chunk saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edits).toHaveLength(2);
  });

  it('asks before throwing away unsaved changes', async () => {
    serveShell();
    serveChunks();
    const user = userEvent.setup();
    await renderChunks();
    await screen.findByText('Section 1 of the guide.');

    await user.click(screen.getByRole('button', { name: 'Edit chunk #2' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), ' more');
    await user.keyboard('{Escape}');
    expect(screen.getByText('Discard your changes to this chunk?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Section 2 of the guide. more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Section 2 of the guide.')).toBeInTheDocument();
  });

  it('offers a retry when the chunks cannot be loaded', async () => {
    serveShell();
    let fail = true;
    recordPosts<ChunkListRequest>(`/knowledge/${SPACE}/chunk/list`, () =>
      fail ? refused('Unknown document', 404) : ok({ data: ALL.slice(0, 2), total: 2, page: 1 }),
    );
    const user = userEvent.setup();
    await renderChunks();

    const error = await screen.findByTestId('chunk-error');
    expect(error).toHaveTextContent('Unknown document');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Section 2 of the guide.')).toBeInTheDocument();
  });
});
