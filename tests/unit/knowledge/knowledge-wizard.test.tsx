import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import SpaceListPage from '@/components/knowledge/space-list-page';
import type {
  DocumentAddRequest,
  DocumentSyncBatchRequest,
  KnowledgeDocument,
  SpaceAddRequest,
} from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed, knowledgeDocument, ok, serveKnowledgeBasics } from './knowledge-fixtures';

function serveList() {
  serveKnowledgeBasics();
  server.use(http.post('*/knowledge/space/list', () => ok([])));
}

async function openWizard(language: 'en' | 'zh' = 'en') {
  await renderApp(<SpaceListPage />, { pathname: '/construct/knowledge', language });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Create space' : '创建知识库' }),
  );
  return { user, wizard: await screen.findByTestId('knowledge-wizard') };
}

async function createSpace(user: UserEvent, wizard: HTMLElement, name = 'product_docs') {
  await user.type(within(wizard).getByRole('textbox', { name: 'Space name' }), name);
  await user.click(within(wizard).getByTestId('create-space-submit'));
  return within(wizard).findByTestId('source-step');
}

async function pickStrategy(user: UserEvent, documentName: string, strategy: string) {
  await user.click(screen.getByRole('combobox', { name: `Chunk strategy for ${documentName}` }));
  const options = await screen.findAllByTitle(strategy);
  await user.click(options[options.length - 1]);
}

describe('knowledge wizard', { timeout: 20_000 }, () => {
  it('keeps a bad space name, says why, then shows the server’s refusal under the name', async () => {
    serveList();
    const added: SpaceAddRequest[] = [];
    server.use(
      http.post('*/knowledge/space/add', async ({ request }) => {
        added.push((await request.json()) as SpaceAddRequest);
        return failed('A knowledge space named product_docs already exists');
      }),
    );
    const { user, wizard } = await openWizard();
    const name = within(wizard).getByRole('textbox', { name: 'Space name' });

    await user.type(name, 'my docs!');
    await user.click(within(wizard).getByTestId('create-space-submit'));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // The rule stays the field's hint, once; the error names what breaks it.
    expect(
      within(wizard).getAllByText('Use only letters, digits, Chinese characters, “-” and “_”.'),
    ).toHaveLength(1);
    expect(within(wizard).getByText('Not allowed in a name: spaces “!”')).toBeInTheDocument();
    expect(name).toHaveValue('my docs!');
    expect(added).toEqual([]);

    await user.clear(name);
    await user.type(name, 'product_docs');
    await user.click(within(wizard).getByTestId('create-space-submit'));
    expect(
      await within(wizard).findByText('A knowledge space named product_docs already exists'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('product_docs');
    expect(added).toEqual([
      {
        name: 'product_docs',
        vector_type: 'VectorStore',
        domain_type: 'Normal',
        desc: '',
        visibility: 'private',
      },
    ]);
  });

  it('uploads many files with a bar each, retries a refused one, chunks each its own way and syncs to the end', async () => {
    serveList();
    const uploads: string[] = [];
    const batches: DocumentSyncBatchRequest[] = [];
    let listCalls = 0;
    let retried = false;
    server.use(
      http.post('*/knowledge/space/add', () => ok([])),
      http.post('*/knowledge/:space/document/upload', async ({ request }) => {
        const name = String((await request.formData()).get('doc_name'));
        uploads.push(name);
        if (name === 'report.pdf' && uploads.filter((item) => item === name).length === 1) {
          return failed('report.pdf is not a PDF: its content is plain text');
        }
        return ok(name === 'guide.md' ? 10 : 12);
      }),
      http.post('*/knowledge/:space/document/sync_batch', async ({ request }) => {
        const body = (await request.json()) as DocumentSyncBatchRequest;
        batches.push(body);
        if (batches.length > 1) retried = true;
        return ok({ tasks: body.map((entry) => entry.doc_id) });
      }),
      http.post('*/knowledge/:space/document/list', () => {
        listCalls += 1;
        const running = { status: 'RUNNING', sync_progress: { done: 1, total: 4 } };
        const documents: KnowledgeDocument[] =
          listCalls === 1
            ? [knowledgeDocument(10, 'guide.md', running), knowledgeDocument(12, 'report.pdf', running)]
            : [
                knowledgeDocument(10, 'guide.md'),
                knowledgeDocument(
                  12,
                  'report.pdf',
                  retried
                    ? {}
                    : { status: 'FAILED', result: 'report.pdf, page 2: the page has no text layer' },
                ),
              ];
        return ok({ data: documents, total: null, page: null });
      }),
    );
    const { user, wizard } = await openWizard();
    const source = await createSpace(user, wizard);

    const picker = source.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker).not.toBeNull();
    await user.upload(picker!, [
      new File(['# Guide\n\nHello'], 'guide.md', { type: 'text/markdown' }),
      new File(['not a pdf'], 'report.pdf', { type: 'application/pdf' }),
    ]);

    const uploadList = await within(wizard).findByRole('list', { name: 'Uploads' });
    expect(within(uploadList).getAllByTestId('upload-row')).toHaveLength(2);
    expect(
      await within(uploadList).findByText(
        'Upload failed: report.pdf is not a PDF: its content is plain text',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wizard-next')).toBeEnabled();
    await user.click(within(uploadList).getByRole('button', { name: 'Retry report.pdf' }));
    await waitFor(() =>
      expect(
        within(uploadList)
          .getAllByTestId('upload-row')
          .map((row) => row.dataset.status),
      ).toEqual(['done', 'done']),
    );
    expect(
      within(uploadList)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['100', '100']);
    expect(within(within(wizard).getByTestId('batch-documents')).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByTestId('wizard-next'));
    await within(wizard).findByTestId('strategy-step');
    await pickStrategy(user, 'guide.md', 'By markdown header');
    // A markdown file is offered the markdown strategy, not the PDF's "by page".
    expect(screen.queryByTitle('By page')).toBeNull();
    await pickStrategy(user, 'report.pdf', 'By size');
    const size = screen.getByRole('spinbutton', { name: 'chunk_size (report.pdf)' });
    expect(size).toHaveValue('512');
    await user.clear(size);
    await user.type(size, '256');

    await user.click(screen.getByTestId('wizard-sync'));
    const sync = await within(wizard).findByTestId('sync-step');
    expect(batches[0]).toEqual([
      { doc_id: 10, chunk_parameters: { chunk_strategy: 'CHUNK_BY_MARKDOWN_HEADER' } },
      {
        doc_id: 12,
        chunk_parameters: { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 256, chunk_overlap: 50 },
      },
    ]);
    expect(await within(sync).findAllByText('1 of 4 chunks')).toHaveLength(2);

    const report = within(sync).getByRole('listitem', { name: 'report.pdf' });
    expect(
      await within(report).findByText('Why: report.pdf, page 2: the page has no text layer'),
    ).toBeInTheDocument();
    expect(within(sync).getByRole('listitem', { name: 'guide.md' })).toHaveTextContent('Synced');
    expect(within(sync).getByTestId('sync-summary')).toHaveTextContent('Some documents failed');

    await user.click(within(report).getByRole('button', { name: 'Retry the sync of report.pdf' }));
    expect(batches[1]).toEqual([
      {
        doc_id: 12,
        chunk_parameters: { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 256, chunk_overlap: 50 },
      },
    ]);
    expect(await within(sync).findByText('Every document is synced.')).toBeInTheDocument();
    expect(within(report).getByText('Synced')).toBeInTheDocument();
  });

  it('adds a text with questions and a web page, showing the server’s refusal of an address', async () => {
    serveList();
    const added: DocumentAddRequest[] = [];
    const edits: unknown[] = [];
    server.use(
      http.post('*/knowledge/space/add', () => ok([])),
      http.post('*/knowledge/:space/document/add', async ({ request }) => {
        const body = (await request.json()) as DocumentAddRequest;
        added.push(body);
        if (body.content.includes('offline')) return failed('https://offline.example/ could not be reached');
        return ok(added.length);
      }),
      http.post('*/knowledge/:space/document/edit', async ({ request }) => {
        edits.push(await request.json());
        return ok(null);
      }),
    );
    const { user, wizard } = await openWizard();
    await createSpace(user, wizard);

    await user.click(within(wizard).getByText('Text'));
    const text = await within(wizard).findByTestId('text-source');
    await user.type(within(text).getByRole('textbox', { name: 'Name' }), 'faq');
    await user.type(within(text).getByRole('textbox', { name: 'Text' }), 'Refunds take five days.');
    await user.type(
      within(text).getByRole('textbox', { name: 'Questions (optional)' }),
      'How long do refunds take?',
    );
    await user.click(within(text).getByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(within(wizard).getByTestId('batch-documents')).toHaveTextContent('faq'));
    expect(added[0]).toEqual({
      doc_name: 'faq',
      doc_type: 'TEXT',
      content: 'Refunds take five days.',
      questions: ['How long do refunds take?'],
    });
    expect(edits).toEqual([{ doc_id: 1, questions: ['How long do refunds take?'] }]);

    await user.click(within(wizard).getByText('Web page'));
    const page = await within(wizard).findByTestId('url-source');
    await user.type(within(page).getByRole('textbox', { name: 'Name' }), 'status page');
    const address = within(page).getByRole('textbox', { name: 'Address' });
    await user.type(address, 'not an address');
    await user.click(within(page).getByRole('button', { name: 'Add document' }));
    expect(await within(page).findByText('Enter an http or https address')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://offline.example/');
    await user.click(within(page).getByRole('button', { name: 'Add document' }));
    const failure = await within(page).findByTestId('add-document-failure');
    expect(failure).toHaveTextContent('https://offline.example/ could not be reached');
    expect(address).toHaveValue('https://offline.example/');
    expect(added[1]).toMatchObject({
      doc_name: 'status page',
      doc_type: 'URL',
      content: 'https://offline.example/',
    });
  });

  it('speaks Chinese', async () => {
    serveList();
    const { user, wizard } = await openWizard('zh');
    const name = within(wizard).getByRole('textbox', { name: '知识库名称' });
    expect(within(wizard).getByText('只能使用字母、数字、汉字、“-”和“_”。')).toBeInTheDocument();
    await user.type(name, '产品 文档/');
    await user.click(within(wizard).getByTestId('create-space-submit'));
    expect(await within(wizard).findByText('名称中不能使用：空格 “/”')).toBeInTheDocument();
    expect(within(wizard).getAllByText('只能使用字母、数字、汉字、“-”和“_”。')).toHaveLength(1);
  });
});
