import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { UploadedChatFile } from '@/contract/chat';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed } from '../support/construct-lists';
import { finishedStream, ok, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const DATASOURCES = [
  { param: 'sales (eu)', type: 'postgresql', datasource_id: 1, db_name: 'sales' },
  { param: 'sales (us)', type: 'mysql', datasource_id: 2, db_name: 'sales' },
];

function serveDatasources(options = DATASOURCES) {
  const modes: string[] = [];
  server.use(
    http.post('*/api/v1/chat/mode/params/list', ({ request }) => {
      modes.push(new URL(request.url).searchParams.get('chat_mode') ?? '');
      return ok(options);
    }),
  );
  return modes;
}

/** The element as DB-GPT's server appends it after the model's words: its JSON attribute-escaped. */
function chartView(payload: unknown): string {
  const escaped = JSON.stringify(payload).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<chart-view content="${escaped}" />`;
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const datasourcePicker = () => screen.getByRole('combobox', { name: 'Datasource' });

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(input(), question);
  await user.keyboard('{Enter}');
}

const SHEET: UploadedChatFile = {
  is_oss: true,
  file_path: 'dbgpt-fs://file/dbgpt_app_file/abc.csv',
  file_name: 'orders.csv',
  file_learning: true,
  bucket: 'dbgpt_app_file',
  preview: {
    table_name: 'orders',
    columns: [
      { name: 'month', type: 'DATE' },
      { name: 'total', type: 'DOUBLE' },
    ],
    rows: [
      { month: '2026-01-01', total: 12.5 },
      { month: '2026-02-01', total: 20 },
    ],
    row_count: 240,
  },
};

describe('chat with data', () => {
  beforeEach(() => {
    resetChatParams();
    sessionStorage.clear();
  });

  it('preselects the datasource named by db_param and sends it with every question', async () => {
    serveChatScreen();
    const modes = serveDatasources();
    const bodies = serveCompletions(() =>
      finishedStream(
        `Orders per month.\n${chartView({ type: 'response_table', sql: 'SELECT 1', data: [{ n: 1 }] })}`,
      ),
    );
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_with_db_execute', id: 'd1', db_param: 'sales (us)' },
    });

    await waitFor(() => expect(datasourcePicker()).toHaveValue('sales (us)'));
    expect(modes).toEqual(['chat_with_db_execute']);
    await ask(user, 'How many orders per month?');
    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText('Orders per month.')).toBeInTheDocument();
    expect(await within(answer).findByRole('tab', { name: 'SQL' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ chat_mode: 'chat_with_db_execute', select_param: 'sales (us)' });
    // The scene reads the database: there is no file to attach.
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();

    await user.selectOptions(datasourcePicker(), 'sales (eu)');
    await ask(user, 'And in Europe?');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ select_param: 'sales (eu)' });
  });

  it('keeps the question and says what is missing when there is no datasource', async () => {
    serveChatScreen();
    serveDatasources([]);
    const bodies = serveCompletions(() => finishedStream('never'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_dashboard', id: 'd2' },
    });

    await waitFor(() =>
      expect(screen.getByTestId('datasource-picker')).toHaveTextContent(
        'No datasource (add one under Construct → Database)',
      ),
    );
    expect(datasourcePicker()).toBeDisabled();
    await ask(user, 'Sales overview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a datasource first');
    expect(input()).toHaveValue('Sales overview');
    expect(bodies).toHaveLength(0);
  });

  it('offers the data scenes on the landing', async () => {
    serveChatScreen();
    const user = userEvent.setup();
    const { router } = await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' } });

    const scenes = await screen.findByRole('navigation', { name: 'What to chat with' });
    expect(within(scenes).getByRole('button', { name: /Chat$/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(scenes).getByRole('button', { name: /Spreadsheet chat/ }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { scene: 'chat_excel' } },
      undefined,
      { shallow: true },
    );
  });
});

describe('chat with a spreadsheet', () => {
  beforeEach(() => {
    resetChatParams();
    sessionStorage.clear();
  });

  it('uploads the sheet into a new conversation and opens it with the sheet as select_param', async () => {
    serveChatScreen();
    const uploads: string[] = [];
    server.use(
      http.post('*/api/v1/chat/dialogue/new', () => ok({ conv_uid: 'x-1', chat_mode: 'chat_excel' })),
      http.post('*/api/v1/resource/file/upload', ({ request }) => {
        const query = new URL(request.url).searchParams;
        uploads.push(`${query.get('conv_uid')}:${query.get('chat_mode')}`);
        return ok(SHEET);
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_excel' },
    });

    const zone = await screen.findByTestId('spreadsheet-upload');
    expect(within(zone).getByText('Upload a spreadsheet to ask about it')).toBeInTheDocument();
    await user.upload(screen.getByTestId('spreadsheet-file-input'), new File(['a,b\n1,2'], 'orders.csv'));

    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(uploads).toEqual(['x-1:chat_excel']);
    const { preview: _preview, ...descriptor } = SHEET;
    expect(router.push).toHaveBeenCalledWith(
      {
        pathname: '/chat',
        query: { id: 'x-1', scene: 'chat_excel', select_param: JSON.stringify(descriptor) },
      },
      undefined,
      { shallow: true },
    );
  });

  it('shows the preview of the loaded sheet and asks about it', async () => {
    serveChatScreen();
    const { preview, ...descriptor } = SHEET;
    sessionStorage.setItem('chat-excel-preview:x-1', JSON.stringify(preview));
    const bodies = serveCompletions(() => finishedStream('Twelve months.'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_excel', id: 'x-1', select_param: JSON.stringify(descriptor) },
    });

    const card = await screen.findByTestId('sheet-preview');
    expect(
      await screen.findByText('Ask a question about orders.csv: totals, trends, top rows…'),
    ).toBeInTheDocument();
    expect(within(card).getByText('orders.csv')).toBeInTheDocument();
    expect(within(card).getByText('240 rows · 2 columns')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'First rows of orders.csv' });
    expect(within(table).getByText('2026-02-01')).toBeInTheDocument();
    expect(within(card).getByText('Showing the first 2 of 240 rows')).toBeInTheDocument();
    // The sheet is the conversation's parameter: no other file can be attached.
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();

    await ask(user, 'Which month sold most?');
    expect(await screen.findByText('Twelve months.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ chat_mode: 'chat_excel', select_param: JSON.stringify(descriptor) });
  });

  it('shows why the server refused a file and lets the user pick another', async () => {
    serveChatScreen();
    server.use(
      http.post('*/api/v1/chat/dialogue/new', () => ok({ conv_uid: 'x-2', chat_mode: 'chat_excel' })),
      http.post('*/api/v1/resource/file/upload', () => failed('The file has no rows.')),
    );
    const user = userEvent.setup();
    const { router } = await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_excel' },
    });

    const fileInput = await screen.findByTestId('spreadsheet-file-input');
    await user.upload(fileInput, new File([''], 'empty.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no rows.');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('refuses a file type the sheet chat cannot load before uploading it', async () => {
    serveChatScreen();
    let uploads = 0;
    server.use(
      http.post('*/api/v1/resource/file/upload', () => {
        uploads += 1;
        return ok(SHEET);
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin', scene: 'chat_excel' } });

    await user.upload(await screen.findByTestId('spreadsheet-file-input'), new File(['x'], 'old.xls'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV, XLSX or JSON file');
    expect(uploads).toBe(0);
  });
});
