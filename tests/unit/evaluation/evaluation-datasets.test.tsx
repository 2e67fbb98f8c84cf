import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/locales/i18n';
import { ensureBlobStream } from '../client/areas/capture';
import { server } from '../msw-server';
import {
  ADMIN,
  PLAIN_USER,
  dataset,
  ok,
  refuse,
  renderEvaluation,
  serveEvaluate,
} from './evaluation-fixtures';

describe('the evaluation screen: access and datasets', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows an administrator the Evaluations and Datasets tabs', async () => {
    serveEvaluate();
    renderEvaluation(ADMIN);
    const tabs = await screen.findByRole('radiogroup', { name: 'Evaluation sections' });
    expect(within(tabs).getByLabelText('Evaluations')).toBeChecked();
    expect(within(tabs).getByLabelText('Datasets')).not.toBeChecked();
    expect(await screen.findByText(/No evaluations yet/)).toBeInTheDocument();
  });

  it('shows a signed-in user who is not an administrator a no-permission page and asks nothing', async () => {
    const server = serveEvaluate();
    renderEvaluation(PLAIN_USER);
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('without sign-in, decides by the admin list, in Chinese too', async () => {
    serveEvaluate();
    server.use(http.get('*/api/v1/users', () => ok([{ user_id: 'someone-else' }])));
    renderEvaluation(null, 'zh');
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('without sign-in, lets a user on the admin list in', async () => {
    serveEvaluate();
    server.use(http.get('*/api/v1/users', () => ok([{ user_id: '001' }])));
    renderEvaluation(null);
    expect(await screen.findByRole('radiogroup', { name: 'Evaluation sections' })).toBeInTheDocument();
  });

  it('lists the datasets with their storage, rows and members', async () => {
    serveEvaluate({
      datasets: [
        dataset(),
        dataset({ code: 'ds-2', name: 'hard questions', storage_type: 'oss', members: '' }),
      ],
    });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await waitFor(() => expect(screen.getAllByTestId('dataset-row')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('dataset-row');
    expect(within(first!).getByText('faq questions')).toBeInTheDocument();
    expect(within(first!).getByText('Database')).toBeInTheDocument();
    expect(within(first!).getByText('alice')).toBeInTheDocument();
    expect(within(first!).getByText('bob')).toBeInTheDocument();
    expect(within(second!).getByText('File storage')).toBeInTheDocument();
    expect(screen.getByTestId('dataset-table')).toHaveClass('overflow-x-auto');
  });

  it('keeps what was typed and shows the server’s reason when adding a dataset is refused', async () => {
    serveEvaluate();
    const sent: FormData[] = [];
    server.use(
      http.post('*/api/v1/evaluate/dataset/upload/content', async ({ request }) => {
        sent.push(await request.formData());
        return refuse(400, 'E0202', 'Row 1 has no query');
      }),
    );
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Add dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dataset' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the dataset a name.');
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'my set');
    await user.type(within(dialog).getByLabelText('Members'), 'alice, bob');
    await user.click(within(dialog).getByLabelText('Pasted content'));
    const content = within(dialog).getByLabelText('Content');
    await user.click(content);
    await user.paste('[{"factual": "yes"}]');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Row 1 has no query');
    expect(sent[0]?.get('dataset_name')).toBe('my set');
    expect(sent[0]?.get('members')).toBe('alice, bob');
    expect(sent[0]?.get('content')).toBe('[{"factual": "yes"}]');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('my set');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('[{"factual": "yes"}]');
  });

  it('adds a dataset and shows it in the table', async () => {
    const state = serveEvaluate();
    server.use(
      http.post('*/api/v1/evaluate/dataset/upload/content', async ({ request }) => {
        const form = await request.formData();
        const created = dataset({ code: 'ds-9', name: String(form.get('dataset_name')) });
        state.datasets.push(created);
        return ok(created);
      }),
    );
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Add dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dataset' });
    await user.type(within(dialog).getByLabelText('Name'), 'new set');
    await user.click(within(dialog).getByLabelText('Pasted content'));
    await user.click(within(dialog).getByLabelText('Content'));
    await user.paste('[{"query": "q1"}]');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('new set')).toBeInTheDocument();
  });

  it('asks before deleting a dataset and deletes it only when confirmed', async () => {
    const state = serveEvaluate({ datasets: [dataset()] });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Delete faq questions' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the dataset “faq questions”/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(state.calls).not.toContain('delete dataset ds-1');

    await user.click(screen.getByRole('button', { name: 'Delete faq questions' }));
    const again = await screen.findByRole('dialog', { name: /Delete the dataset “faq questions”/ });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.calls).toContain('delete dataset ds-1'));
    expect(await screen.findByText(/No datasets yet/)).toBeInTheDocument();
  });

  it('goes back a page when the last row of a later page is deleted', async () => {
    const datasets = Array.from({ length: 21 }, (_, index) =>
      dataset({ code: `ds-${index + 1}`, name: `set ${index + 1}` }),
    );
    serveEvaluate({ datasets });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete set 21' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the dataset “set 21”/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Delete set 20' })).toBeInTheDocument();
    expect(screen.queryByText(/No datasets yet/)).toBeNull();
  });

  it('saves the members of a dataset', async () => {
    const state = serveEvaluate({ datasets: [dataset()] });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/evaluate/dataset/members/update', async ({ request }) => {
        const body = (await request.json()) as { code: string; members: string };
        bodies.push(body);
        state.datasets = [dataset({ members: body.members })];
        return ok(state.datasets[0]);
      }),
    );
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Edit the members of faq questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of faq questions' });
    const input = within(dialog).getByLabelText('Members');
    expect(input).toHaveValue('alice,bob');
    await user.clear(input);
    await user.type(input, 'carol');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ code: 'ds-1', members: 'carol' }]));
    expect(await screen.findByText('carol')).toBeInTheDocument();
  });
  it('previews the first rows of a chosen CSV file and uploads it as doc_file', async () => {
    ensureBlobStream();
    const state = serveEvaluate();
    const sent: FormData[] = [];
    server.use(
      http.post('*/api/v1/evaluate/dataset/upload/file', async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        const created = dataset({
          code: 'ds-f',
          name: String(form.get('dataset_name')),
          storage_type: 'oss',
        });
        state.datasets.push(created);
        return ok(created);
      }),
    );
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Add dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dataset' });
    await user.type(within(dialog).getByLabelText('Name'), 'from csv');
    const csv = 'query,factual\n"Which port, by default?",5670\nWho maintains it?,The community\n';
    await user.upload(
      within(dialog).getByLabelText('File'),
      new File([csv], 'questions.csv', { type: 'text/csv' }),
    );
    const preview = await within(dialog).findByRole('table', { name: 'First rows of the file' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['query', 'factual']);
    expect(within(preview).getByText('Which port, by default?')).toBeInTheDocument();
    expect(within(dialog).getByText(/questions\.csv · \d+ B/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.get('dataset_name')).toBe('from csv');
    expect(sent[0]?.get('doc_file')).not.toBeNull();
    expect(await screen.findByText('from csv')).toBeInTheDocument();
  });

  it('warns before upload when the preview has no query column', async () => {
    serveEvaluate();
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByLabelText('Datasets'));
    await user.click(await screen.findByRole('button', { name: 'Add dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dataset' });
    const json = JSON.stringify([{ question: 'q1' }]);
    await user.upload(
      within(dialog).getByLabelText('File'),
      new File([json], 'rows.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByText(/No “query” column/)).toBeInTheDocument();
  });
});
