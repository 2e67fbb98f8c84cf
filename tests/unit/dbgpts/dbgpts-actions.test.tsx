import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DbgptsHubItem } from '@/contract/plugin';
import { ok } from '../support/construct-lists';
import { detailOf, held, hubItem, pageOf, refused, renderDbgpts, serveDbgpts } from './dbgpts-fixtures';

const RAG = hubItem(1, 'rag-flow');
const AGENT = hubItem(2, 'python-agent', { type: 'agent' });
const INSTALLED = hubItem(3, 'sales-app', { type: 'app', installed: 1 });

describe('/construct/dbgpts install and uninstall', () => {
  it('installs with a spinner on the card, tells it in a toast, and shows the package installed', async () => {
    let installed = false;
    const answer = held();
    const calls = serveDbgpts({
      hub: () => ok(pageOf<DbgptsHubItem>([{ ...RAG, installed: installed ? 1 : 0 }])),
      install: () => {
        installed = true;
        return answer.response;
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'rag-flow' });

    await user.click(within(card).getByRole('button', { name: 'Install rag-flow' }));
    expect(within(card).getByRole('button', { name: 'Install rag-flow' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.release(ok(null));

    expect(await screen.findByText('“rag-flow” installed')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Uninstall rag-flow' })).toBeInTheDocument();
    expect(calls.install?.[0]?.body).toEqual({
      name: 'rag-flow',
      type: 'flow',
      storage_channel: 'built-in',
      storage_url: 'workflow/rag-flow',
    });
  });

  it('tells why an install failed', async () => {
    serveDbgpts({
      hub: () => ok(pageOf([RAG])),
      install: () => refused(400, 'E0021', 'The package “rag-flow” is already installed'),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'rag-flow' });
    await user.click(within(card).getByRole('button', { name: 'Install rag-flow' }));
    expect(
      await screen.findByText('“rag-flow” was not installed: The package “rag-flow” is already installed'),
    ).toBeInTheDocument();
  });

  it('keeps Install disabled for a package that cannot run here, and says why on hover', async () => {
    serveDbgpts({
      hub: () => ok(pageOf([RAG, AGENT])),
      detail: (query) =>
        ok(
          query.name === 'python-agent'
            ? detailOf(AGENT, { installable: false, reason: 'Needs a Python runtime to run its code' })
            : detailOf(RAG),
        ),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'python-agent' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Install python-agent' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await user.hover(within(card).getByRole('button', { name: 'Install python-agent' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Needs a Python runtime to run its code');
    const rag = screen.getByRole('article', { name: 'rag-flow' });
    expect(within(rag).getByRole('button', { name: 'Install rag-flow' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('asks before uninstalling a package nothing uses, then uninstalls without forcing', async () => {
    const calls = serveDbgpts({ hub: () => ok(pageOf([INSTALLED])) });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'sales-app' });
    await user.click(within(card).getByRole('button', { name: 'Uninstall sales-app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Uninstall “sales-app”?' });
    expect(within(dialog).getByTestId('uninstall-confirm')).toHaveTextContent('What it added is removed');
    expect(calls.usage?.[0]?.query).toEqual({ name: 'sales-app', type: 'app' });
    await user.click(within(dialog).getByRole('button', { name: 'Uninstall' }));

    expect(await screen.findByText('“sales-app” uninstalled')).toBeInTheDocument();
    expect(calls.uninstall?.[0]?.query).toEqual({ name: 'sales-app', type: 'app' });
  });

  it('names the apps and flows that still use a package, links to them, and forces the uninstall once confirmed', async () => {
    const calls = serveDbgpts({
      hub: () => ok(pageOf([INSTALLED])),
      usage: () =>
        ok({
          used_by: [
            { kind: 'app', id: 'app-42', name: 'Quarterly sales' },
            { kind: 'flow', id: 'flow-9', name: 'Nightly report' },
          ],
        }),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'sales-app' });
    await user.click(within(card).getByRole('button', { name: 'Uninstall sales-app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Uninstall “sales-app”?' });
    expect(within(dialog).getByRole('link', { name: 'App: Quarterly sales' })).toHaveAttribute(
      'href',
      '/construct/app/extra?app_code=app-42',
    );
    expect(within(dialog).getByRole('link', { name: 'Flow: Nightly report' })).toHaveAttribute(
      'href',
      '/construct/flow/canvas?id=flow-9',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Uninstall anyway' }));

    expect(await screen.findByText('“sales-app” uninstalled')).toBeInTheDocument();
    expect(calls.uninstall?.[0]?.query).toEqual({ name: 'sales-app', type: 'app', force: 'true' });
  });

  it('leaves the package alone when the user cancels', async () => {
    const calls = serveDbgpts({ hub: () => ok(pageOf([INSTALLED])) });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'sales-app' });
    await user.click(within(card).getByRole('button', { name: 'Uninstall sales-app' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.uninstall).toBeUndefined();
    expect(within(card).getByRole('button', { name: 'Uninstall sales-app' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
