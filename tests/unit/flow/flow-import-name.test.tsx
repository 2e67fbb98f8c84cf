import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import type { FlowCreateRequest } from '@/contract/flow';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { AWEL } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';
import { envelopeError, flowPanel, page } from './tools-fixtures';

beforeAll(stubReactFlowDom);

const TEMPLATE = flowPanel('', 'Template simple chat');

/** A server where `template_simple_chat` is taken: importing under that name answers 409, as ours does. */
function serveTakenName() {
  const created: FlowCreateRequest[] = [];
  server.use(
    ...startupHandlers(),
    http.get(`${AWEL}/flows`, () => ok(page([{ ...TEMPLATE, uid: 'f1' }]))),
    http.post(`${AWEL}/flow/import`, ({ request }) =>
      new URL(request.url).searchParams.get('save_flow') === 'true'
        ? envelopeError(409, 'A flow named "template_simple_chat" already exists; choose another name')
        : ok(TEMPLATE),
    ),
    http.post(`${AWEL}/flows`, async ({ request }) => {
      const body = (await request.json()) as FlowCreateRequest;
      created.push(body);
      return ok({ ...TEMPLATE, uid: 'f9', name: body.name, label: body.label ?? body.name });
    }),
  );
  return created;
}

async function importTemplate(language: Language) {
  const user = userEvent.setup();
  const view = await renderApp(<FlowListPage />, { pathname: '/construct/flow', language });
  await user.click(await screen.findByRole('button', { name: language === 'zh' ? '导入…' : 'Import…' }));
  const dialog = await screen.findByRole('dialog', {
    name: language === 'zh' ? '导入工作流' : 'Import a flow',
  });
  const picker = within(dialog).getByLabelText(
    language === 'zh' ? '选择 .json 文件或 .zip dbgpts 包' : 'Choose a .json file or a .zip dbgpts package',
  );
  await user.upload(
    picker,
    new File([JSON.stringify({ flow: TEMPLATE })], 'template.json', { type: 'application/json' }),
  );
  return { user, dialog, ...view };
}

describe('importing a flow whose name is taken', { timeout: 20_000 }, () => {
  it('lets the name be changed in the dialog, offers “-copy”, and saves the flow under the new name', async () => {
    const created = serveTakenName();
    const { user, dialog, router } = await importTemplate('en');
    const name = await within(dialog).findByRole('textbox', { name: 'Save as' });
    expect(name).toHaveValue('template_simple_chat');

    await user.click(within(dialog).getByRole('button', { name: 'Save as a new flow' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A flow named “template_simple_chat” already exists: choose another name',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Use “template_simple_chat-copy”' }));
    expect(name).toHaveValue('template_simple_chat-copy');

    await user.click(within(dialog).getByRole('button', { name: 'Save as a new flow' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/construct/flow/canvas?id=f9&imported=1'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'template_simple_chat-copy', label: 'Template simple chat' });
    expect(created[0].flow_data).toEqual(TEMPLATE.flow_data);
    expect(created[0]).not.toHaveProperty('uid');
  });

  it('speaks Chinese, and checks the name’s rule before asking the server', async () => {
    const created = serveTakenName();
    const { user, dialog } = await importTemplate('zh');
    const name = await within(dialog).findByRole('textbox', { name: '保存为' });
    await user.clear(name);
    await user.type(name, 'my flow');
    await user.click(within(dialog).getByRole('button', { name: '保存为新工作流' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('只能使用字母、数字、“_”和“-”');
    expect(created).toEqual([]);

    await user.clear(name);
    await user.type(name, 'template_simple_chat');
    await user.click(within(dialog).getByRole('button', { name: '保存为新工作流' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '已有名为“template_simple_chat”的工作流，请换一个名称',
    );
    expect(
      within(dialog).getByRole('button', { name: '使用“template_simple_chat-copy”' }),
    ).toBeInTheDocument();
  });
});
