import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { AppCreateRequest } from '@/contract/app';
import type { FlowPanel } from '@/contract/flow/panel';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { appPage } from './app-fixtures';

function flow(uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel {
  return {
    uid,
    label,
    name: label.toLowerCase().replaceAll(' ', '_'),
    dag_id: `flow_dag_${uid}`,
    description: `${label} description`,
    state: 'deployed',
    editable: true,
    flow_category: 'chat_flow',
    user_name: '001',
    ...extra,
  };
}

const FLOWS = [
  flow('f1', 'Returns chat'),
  flow('f2', 'Sales chat'),
  flow('f3', 'Draft chat', { state: 'developing' }),
  flow('f4', 'Nightly job', { flow_category: 'common' }),
];

function serve(flows: FlowPanel[]) {
  const bodies: AppCreateRequest[] = [];
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', () => ok(appPage([]))),
    http.get('*/api/v2/serve/awel/flows', () =>
      ok({ items: flows, total_count: flows.length, total_pages: 1, page: 1, page_size: 100 }),
    ),
    http.get('*/api/v1/agents/list', () =>
      ok([
        { name: 'Assistant', desc: 'Answers', label: 'Assistant' },
        { name: 'DataScientist', desc: 'Analyses data', label: 'DataScientist' },
      ]),
    ),
    http.post('*/api/v1/app/create', async ({ request }) => {
      const body = (await request.json()) as AppCreateRequest;
      bodies.push(body);
      return ok({ ...body, app_code: `new-${bodies.length}` });
    }),
  );
  return bodies;
}

async function openCreate(language: 'en' | 'zh') {
  const user = userEvent.setup();
  const rendered = await renderApp(<AppListPage />, { pathname: '/construct/app', language });
  await user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Create app' : '创建应用' }),
  );
  return { user, dialog: await screen.findByRole('dialog'), ...rendered };
}

const optionTexts = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);

describe('Creating an AWEL flow app', () => {
  it('offers the deployed chat flows, searchable, and creates the app with the chosen flow', async () => {
    const bodies = serve(FLOWS);
    const { user, dialog, router } = await openCreate('en');
    expect(within(dialog).queryByRole('combobox', { name: 'Chat flow' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'AWEL flow' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), 'Returns desk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Answers about returns');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Select a workflow')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const picker = within(dialog).getByRole('combobox', { name: 'Chat flow' });
    await user.click(picker);
    await vi.waitFor(() =>
      expect(optionTexts()).toEqual(['Returns chatreturns_chat', 'Sales chatsales_chat']),
    );
    await user.type(picker, 'sales');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['Sales chatsales_chat']));
    const option = document.querySelector<HTMLElement>('.ant-select-item-option');
    if (!option) throw new Error('no option to choose');
    await user.click(option);

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/construct/app/extra?app_code=new-1'));
    expect(bodies[0]).toMatchObject({
      team_mode: 'awel_layout',
      team_context: { dag_id: 'flow_dag_f2', uid: 'f2', name: 'sales_chat', label: 'Sales chat' },
      details: [],
    });
  }, 20_000);

  it('says how to make a chat flow when none is deployed, in Chinese', async () => {
    serve([flow('f3', 'Draft chat', { state: 'developing' })]);
    const { user, dialog } = await openCreate('zh');
    await user.click(within(dialog).getByRole('radio', { name: 'AWEL 工作流' }));
    const hint = await within(dialog).findByTestId('no-chat-flows');
    expect(hint).toHaveTextContent('AWEL 工作流应用运行一个已部署的对话工作流。');
    expect(within(hint).getByRole('link', { name: '去工作流页面搭建一个' })).toHaveAttribute(
      'href',
      '/construct/flow',
    );
    expect(within(dialog).getByRole('combobox', { name: '对话工作流' })).toBeDisabled();
  }, 15_000);

  it('creates an agent app with the first agent, so it can be saved as created', async () => {
    const bodies = serve([]);
    const { user, dialog, router } = await openCreate('zh');
    await user.click(within(dialog).getByRole('radio', { name: '多智能体自动规划' }));
    await user.type(within(dialog).getByRole('textbox', { name: '应用名称' }), '规划助手');
    await user.type(within(dialog).getByRole('textbox', { name: '描述' }), '把问题拆成步骤');
    await user.click(within(dialog).getByRole('button', { name: /^创\s?建$/ }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/construct/app/extra?app_code=new-1'));
    expect(bodies[0]).toMatchObject({
      team_mode: 'auto_plan',
      details: [{ agent_name: 'Assistant', llm_strategy: 'default', resources: [] }],
    });
  }, 15_000);
});
