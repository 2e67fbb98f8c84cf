import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SpaceDetailPage from '@/components/knowledge/detail/space-detail-page';
import type { SpaceArgumentSaveRequest, SpaceArguments } from '@/contract/knowledge';
import { instance } from '../model/fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed, ok, serveKnowledgeBasics, space } from './knowledge-fixtures';

const ARGUMENTS: SpaceArguments = {
  embedding: {
    topk: 5,
    recall_score: 0.3,
    recall_type: 'TopK',
    model: 'bge-m3',
    chunk_size: 512,
    chunk_overlap: 50,
  },
  prompt: {
    scene: 'You answer from the documents.',
    template: 'Context: {context}\nQuestion: {question}',
    max_token: 2000,
  },
  summary: { max_iteration: 5, concurrency_limit: 3 },
};

function serveArguments(save: () => Response = () => ok(null)) {
  serveKnowledgeBasics();
  const saved: SpaceArgumentSaveRequest[] = [];
  server.use(
    http.post('*/knowledge/space/list', () => ok([space('product_docs')])),
    http.post('*/knowledge/:space/document/list', () => ok({ data: [], total: 0, page: 1 })),
    http.post('*/knowledge/:space/arguments', () => ok(ARGUMENTS)),
    http.get('*/api/v2/serve/model/models', () =>
      ok([
        instance('bge-m3', { worker_type: 'text2vec' }),
        instance('text-embedding-3-small', { worker_type: 'text2vec' }),
        instance('gpt-4o'),
      ]),
    ),
    http.post('*/knowledge/:space/argument/save', async ({ request }) => {
      saved.push((await request.json()) as SpaceArgumentSaveRequest);
      return save();
    }),
  );
  return saved;
}

async function openArguments(language: 'en' | 'zh' = 'en') {
  await renderApp(<SpaceDetailPage />, {
    pathname: '/construct/knowledge/detail',
    query: { spaceName: 'product_docs', isFirst: 'admin' },
    language,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: language === 'en' ? 'Arguments' : '参数' }));
  return { user, form: await screen.findByTestId('arguments-form') };
}

describe('space arguments', () => {
  it('refuses numbers out of range, then saves the arguments as a JSON string', async () => {
    const saved = serveArguments();
    const { user, form } = await openArguments();

    const topk = within(form).getByRole('spinbutton', { name: 'Top k (chunks per answer)' });
    expect(topk).toHaveValue(5);
    const model = await within(form).findByRole('combobox', { name: 'Embedding model' });
    expect(model).toHaveValue('bge-m3');
    expect(within(model).getByRole('option', { name: 'text-embedding-3-small' })).toBeInTheDocument();
    expect(within(model).queryByRole('option', { name: 'gpt-4o' })).toBeNull();

    await user.clear(topk);
    await user.type(topk, '0');
    const score = within(form).getByRole('spinbutton', { name: 'Recall score threshold' });
    await user.clear(score);
    await user.type(score, '1.5');
    const overlap = within(form).getByRole('spinbutton', { name: 'Chunk overlap' });
    await user.clear(overlap);
    await user.type(overlap, '600');
    await user.click(within(form).getByRole('button', { name: 'Save arguments' }));
    expect(within(form).getByText('Enter a whole number of at least 1')).toBeInTheDocument();
    expect(within(form).getByText('Enter a number between 0 and 1')).toBeInTheDocument();
    expect(within(form).getByText('The overlap must be smaller than the chunk size')).toBeInTheDocument();
    expect(within(form).getByTestId('arguments-feedback')).toHaveTextContent(
      'Correct the marked fields first.',
    );
    expect(topk).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await user.clear(topk);
    await user.type(topk, '8');
    await user.clear(score);
    await user.type(score, '0.5');
    await user.clear(overlap);
    await user.type(overlap, '64');
    await user.selectOptions(model, 'text-embedding-3-small');
    await user.click(within(form).getByRole('button', { name: 'Save arguments' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(typeof saved[0].argument).toBe('string');
    expect(JSON.parse(saved[0].argument)).toEqual({
      embedding: {
        topk: 8,
        recall_score: 0.5,
        recall_type: 'TopK',
        model: 'text-embedding-3-small',
        chunk_size: 512,
        chunk_overlap: 64,
      },
      prompt: ARGUMENTS.prompt,
      summary: ARGUMENTS.summary,
    });
    expect(await within(form).findByTestId('arguments-feedback')).toHaveTextContent('Arguments saved');
  });

  it('says why the server refused to save', async () => {
    serveArguments(() => failed('embedding.topk must be at most 100'));
    const { user, form } = await openArguments();
    await user.click(within(form).getByRole('button', { name: 'Save arguments' }));
    const feedback = await within(form).findByTestId('arguments-feedback');
    expect(feedback).toHaveTextContent('The arguments could not be saved');
    expect(feedback).toHaveTextContent('embedding.topk must be at most 100');
  });

  it('speaks Chinese', async () => {
    serveArguments();
    const { form } = await openArguments('zh');
    expect(within(form).getByRole('spinbutton', { name: '切片大小' })).toHaveValue(512);
    expect(within(form).getByRole('button', { name: '保存参数' })).toBeInTheDocument();
  });
});
