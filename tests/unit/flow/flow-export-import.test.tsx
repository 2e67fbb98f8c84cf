import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { AWEL, renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';
import { captureDownloads, envelopeError, flowPanel, page } from './tools-fixtures';

beforeAll(stubReactFlowDom);

const RAG = flowPanel('f1', 'RAG chat', { state: 'running', flow_category: 'chat_flow' });

function serveList() {
  server.use(
    ...startupHandlers(),
    http.get(`${AWEL}/flows`, () => ok(page([RAG]))),
  );
}

/**
 * Records each import call: its `save_flow` query and whether a multipart `file` came (jsdom's FormData
 * loses a file's name and bytes on the way into msw; the server tests read them).
 */
function serveImport(answer: (save: boolean, call: number) => Response) {
  const calls: { save: string | null; file: boolean }[] = [];
  server.use(
    http.post(`${AWEL}/flow/import`, async ({ request }) => {
      const save = new URL(request.url).searchParams.get('save_flow');
      calls.push({ save, file: (await request.formData()).has('file') });
      return answer(save === 'true', calls.length);
    }),
  );
  return calls;
}

const openCardMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: `Actions for ${name}` }));
};

describe('flow export', { timeout: 20_000 }, () => {
  it('exports a saved flow from the canvas as JSON text to copy', async () => {
    serveCanvas(RAG);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${AWEL}/flow/export/:uid`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ flow: RAG });
      }),
    );
    const user = userEvent.setup();
    await renderCanvas({ id: 'f1' });
    await user.click(await screen.findByRole('button', { name: 'Flow tools' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export “RAG chat”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Text to copy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show the text' }));

    const text = await within(dialog).findByRole('textbox', { name: 'The flow as JSON' });
    expect(JSON.parse((text as HTMLTextAreaElement).value)).toMatchObject({
      flow: { uid: 'f1', name: 'rag_chat' },
    });
    expect(Object.fromEntries(queries[0])).toEqual({ export_type: 'json', format: 'json' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(JSON.parse(await navigator.clipboard.readText())).toMatchObject({ flow: { uid: 'f1' } });
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('downloads a flow card as a dbgpts package, and shows the server’s refusal in place', async () => {
    serveList();
    const queries: URLSearchParams[] = [];
    let refuse = false;
    server.use(
      http.get(`${AWEL}/flow/export/:uid`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        if (refuse) return envelopeError(404, 'Flow f1 not found');
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/zip' },
        });
      }),
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderApp(<FlowListPage />, { pathname: '/construct/flow' });
    await openCardMenu(user, 'RAG chat');
    await user.click(screen.getByRole('menuitem', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export “RAG chat”' });
    await user.click(within(dialog).getByRole('radio', { name: 'dbgpts package (.zip)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloads.files.map((file) => file.name)).toEqual(['rag_chat.zip']));
    expect(new Uint8Array(await downloads.files[0].blob.arrayBuffer()).slice(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
    expect(Object.fromEntries(queries[0])).toEqual({
      export_type: 'dbgpts',
      format: 'file',
      file_name: 'rag_chat',
    });

    refuse = true;
    // antd's button keeps its spinner's name for the length of its (never-ending in jsdom) animation.
    await user.click(within(dialog).getByRole('button', { name: /Download$/ }));
    expect(await within(dialog).findByText('The export failed: Flow f1 not found')).toBeInTheDocument();
    expect(downloads.files).toHaveLength(1);
    downloads.restore();
  });
});

describe('flow import', { timeout: 20_000 }, () => {
  it('reads a good file, shows what it holds, and opens it in the canvas unsaved', async () => {
    serveList();
    const imported = flowPanel('', 'Imported chat', {
      problems: [{ node_id: 'operator_llm_operator_1', message: 'LLM operator: “Model” is required' }],
    });
    const calls = serveImport(() => ok(imported));
    const user = userEvent.setup();
    const { router } = await renderApp(<FlowListPage />, { pathname: '/construct/flow' });
    await user.click(await screen.findByRole('button', { name: 'Import…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a flow' });
    const file = new File([JSON.stringify({ flow: imported })], 'imported.json', {
      type: 'application/json',
    });
    await user.upload(within(dialog).getByLabelText('Choose a .json file or a .zip dbgpts package'), file);

    const summary = await within(dialog).findByRole('region', { name: 'What the file holds' });
    expect(summary).toHaveTextContent('Imported chat');
    expect(summary).toHaveTextContent('Imported chat description');
    expect(summary).toHaveTextContent('2 nodes');
    expect(within(summary).getByRole('alert')).toHaveTextContent('LLM operator: “Model” is required');
    expect(calls).toEqual([{ save: 'false', file: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Open in the canvas' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const href = String(vi.mocked(router.push).mock.calls[0][0]);
    expect(href).toMatch(/^\/construct\/flow\/canvas\?draft=/);
    const key = new URLSearchParams(href.split('?')[1]).get('draft');
    expect(JSON.parse(sessionStorage.getItem(`flow-draft:${key}`) ?? '{}')).toMatchObject({
      name: 'imported_chat',
    });
  });

  it('shows why a bad file was refused, keeps it chosen, and saves pasted JSON on the server', async () => {
    serveList();
    const saved = flowPanel('f7', 'Pasted flow');
    // A file the picker's filter would hide can still be dropped or chosen with "All files".
    const calls = serveImport((save, call) =>
      call === 1
        ? envelopeError(400, 'The file has no top-level “flow” key')
        : ok(save ? saved : { ...saved, uid: '' }),
    );
    const user = userEvent.setup({ applyAccept: false });
    const { router } = await renderApp(<FlowListPage />, { pathname: '/construct/flow' });
    await user.click(await screen.findByRole('button', { name: 'Import…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a flow' });
    // The drop zone renews its file input after each choice: find it again each time.
    const picker = () => within(dialog).getByLabelText('Choose a .json file or a .zip dbgpts package');

    await user.upload(picker(), new File(['flow'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(dialog).findByText('“notes.txt” is neither a .json file nor a .zip package'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.upload(picker(), new File(['{"name": "x"}'], 'broken.json', { type: 'application/json' }));
    expect(
      await within(dialog).findByText(
        'The server could not read this flow: The file has no top-level “flow” key',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('broken.json')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Open in the canvas' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Pasted JSON' }));
    const text = JSON.stringify({ flow: saved });
    await user.click(within(dialog).getByRole('textbox', { name: 'The flow as JSON' }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Read the flow' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save as a new flow' }));

    // The list goes away: the canvas it opens says the import was saved.
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/construct/flow/canvas?id=f7&imported=1'),
    );
    expect(calls).toEqual([
      { save: 'false', file: true },
      { save: 'false', file: true },
      { save: 'true', file: true },
    ]);
  });

  it('replaces the canvas with an imported flow only after asking, when there are unsaved changes', async () => {
    serveCanvas();
    serveImport(() => ok(flowPanel('', 'Imported chat')));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    const { router } = await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Text splitter to the canvas' }));
    const importFile = async () => {
      await user.click(screen.getByRole('button', { name: 'Flow tools' }));
      await user.click(screen.getByRole('menuitem', { name: 'Import…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import a flow' });
      const file = new File(['{}'], 'imported.json', { type: 'application/json' });
      await user.upload(within(dialog).getByLabelText('Choose a .json file or a .zip dbgpts package'), file);
      await user.click(await within(dialog).findByRole('button', { name: 'Open in the canvas' }));
    };

    await importFile();
    expect(confirm).toHaveBeenCalledWith('Replace the canvas? Your unsaved changes will be lost.');
    expect(screen.getByRole('article', { name: 'Text splitter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await importFile();
    expect(await screen.findByRole('heading', { name: 'Imported chat' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Text splitter' })).toBeNull();
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
    expect(String(vi.mocked(router.replace).mock.calls.at(-1)?.[0])).toMatch(
      /^\/construct\/flow\/canvas\?draft=/,
    );
    confirm.mockRestore();
  });
});
