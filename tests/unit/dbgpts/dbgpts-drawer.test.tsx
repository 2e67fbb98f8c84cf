import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../support/construct-lists';
import { detailOf, hubItem, pageOf, refused, renderDbgpts, serveDbgpts } from './dbgpts-fixtures';

const RAG = hubItem(1, 'rag-flow');
const RAG_DETAIL = detailOf(RAG, {
  label: 'RAG chat flow',
  author: 'csunny',
  source: 'built-in',
  path: 'workflow/rag-flow',
  readme: '# RAG chat\n\nAnswers from your **knowledge base**.',
  adds: [
    { kind: 'flow', id: 'rag-flow', name: 'RAG chat' },
    { kind: 'flow_template', id: null, name: 'RAG chat template' },
  ],
  manifest: { name: 'rag-flow', version: '0.1.0', definition_file: 'definition.json' },
});

describe('/construct/dbgpts details drawer', () => {
  it('opens from the card with everything about the package, the README as markdown, and installs from there', async () => {
    let installed = false;
    const calls = serveDbgpts({
      hub: () => ok(pageOf([{ ...RAG, installed: installed ? 1 : 0 }])),
      detail: () => ok({ ...RAG_DETAIL, installed }),
      install: () => {
        installed = true;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();
    const card = await screen.findByRole('article', { name: 'rag-flow' });
    await user.click(within(card).getByRole('button', { name: 'Details' }));

    const drawer = await screen.findByRole('dialog', { name: 'RAG chat flow' });
    expect(within(drawer).getByText('csunny')).toBeInTheDocument();
    expect(within(drawer).getByText('workflow/rag-flow')).toBeInTheDocument();
    const adds = within(drawer).getByTestId('package-adds');
    expect(adds).toHaveTextContent('FlowRAG chat');
    expect(adds).toHaveTextContent('Flow templateRAG chat template');
    expect(within(drawer).getByTestId('package-manifest')).toHaveTextContent(
      '"definition_file": "definition.json"',
    );
    const readme = within(drawer).getByTestId('package-readme');
    expect(await within(readme).findByRole('heading', { name: 'RAG chat' })).toBeInTheDocument();
    expect(within(readme).getByText('knowledge base').tagName).toBe('STRONG');

    await user.click(within(drawer).getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('“rag-flow” installed')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Uninstall' })).toBeInTheDocument();
    expect(within(drawer).getByText('What it added')).toBeInTheDocument();
    expect(calls.detail?.at(-1)?.query).toEqual({ name: 'rag-flow', type: 'flow' });
  }, 30_000);

  it('opens with the keyboard: Tab to the card, Enter', async () => {
    serveDbgpts({ hub: () => ok(pageOf([RAG])), detail: () => ok(RAG_DETAIL) });
    const user = userEvent.setup();
    await renderDbgpts();
    const group = await screen.findByRole('group', { name: 'Details of rag-flow' });
    group.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'RAG chat flow' })).toBeInTheDocument();
  });

  it('says why a package cannot be installed and keeps its Install disabled', async () => {
    const reason = 'Needs a Python runtime to run its code';
    serveDbgpts({
      hub: () => ok(pageOf([RAG])),
      detail: () => ok({ ...RAG_DETAIL, installable: false, reason }),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    await user.click(await screen.findByRole('article', { name: 'rag-flow' }));
    const drawer = await screen.findByRole('dialog', { name: 'RAG chat flow' });
    expect(within(drawer).getByTestId('package-not-installable')).toHaveTextContent(reason);
    expect(within(drawer).getByRole('button', { name: 'Install' })).toBeDisabled();
  });

  it('says when the details cannot be read, and reads them again on Retry', async () => {
    let attempts = 0;
    serveDbgpts({
      hub: () => ok(pageOf([RAG])),
      detail: () => {
        attempts += 1;
        return attempts <= 2 ? refused(404, 'E0023', 'No package “rag-flow” in the hubs') : ok(RAG_DETAIL);
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();
    // The card's own look-up (is it installable?) is the first read; the drawer's is the second.
    await user.click(await screen.findByRole('article', { name: 'rag-flow' }));
    const drawer = await screen.findByTestId('package-drawer');
    expect(await within(drawer).findByText('The details could not be loaded.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'RAG chat flow' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serveDbgpts({ hub: () => ok(pageOf([RAG])), detail: () => ok({ ...RAG_DETAIL, readme: null }) });
    const user = userEvent.setup();
    await renderDbgpts('zh');
    const card = await screen.findByRole('article', { name: 'rag-flow' });
    await user.click(within(card).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: 'RAG chat flow' });
    expect(within(drawer).getByText('安装后会添加')).toBeInTheDocument();
    expect(within(drawer).getByText('此包没有 README。')).toBeInTheDocument();
  });
});
