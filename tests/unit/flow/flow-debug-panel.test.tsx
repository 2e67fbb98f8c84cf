import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FlowCanvasPage from '@/components/flow/canvas/flow-canvas-page';
import { renderApp } from '../render-app';
import { renderCanvas, serveCanvas } from './canvas-harness';
import { nodeFrame, serveDebugStream, textFrame } from './debug-harness';
import { BUILDER_ID, LLM_ID, savedDebugFlow, TRIGGER_ID } from './debug-flow-fixture';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

const card = (name: string) => screen.getByRole('article', { name });
const badgeOf = (name: string) => within(card(name)).queryByTestId('node-trace-badge');

async function openDebugPanel() {
  serveCanvas(savedDebugFlow());
  const served = serveDebugStream();
  const user = userEvent.setup();
  await renderCanvas({ id: 'flow-1' });
  await screen.findByRole('article', { name: 'HTTP trigger' });
  await user.click(screen.getByRole('button', { name: 'Debug run' }));
  const panel = await screen.findByRole('complementary', { name: 'Debug run' });
  return { served, user, panel };
}

async function startRun(
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  served: ReturnType<typeof serveDebugStream>,
) {
  await user.type(within(panel).getByRole('textbox', { name: 'Test input' }), 'What is 6×7?');
  await user.click(within(panel).getByRole('button', { name: 'Run' }));
  await waitFor(() => expect(served.calls).toHaveLength(1));
  return served.stream();
}

describe('/construct/flow/canvas: debug run', () => {
  it('runs the unsaved canvas with the test input and model, streaming the answer and every node’s part', async () => {
    const { served, user, panel } = await openDebugPanel();
    expect(within(panel).getByRole('combobox', { name: 'Model' })).toHaveValue('qwen2-7b-chat');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Model' }), 'gpt-4o');
    const stream = await startRun(user, panel, served);

    const { body } = served.calls[0];
    expect(body.trace).toBe(true);
    expect(body.request).toMatchObject({ model: 'gpt-4o', messages: 'What is 6×7?', stream: true });
    expect(body.flow.flow_data?.nodes.map((node) => node.id)).toEqual([TRIGGER_ID, BUILDER_ID, LLM_ID]);
    expect(body.flow.flow_data?.edges).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream.send(nodeFrame({ node_id: TRIGGER_ID, status: 'running', input: null }));
    await waitFor(() => expect(badgeOf('HTTP trigger')).toHaveTextContent('Running'));
    stream.send(
      nodeFrame({
        node_id: TRIGGER_ID,
        status: 'done',
        output: { messages: 'What is 6×7?' },
        duration_ms: 3,
      }) +
        nodeFrame({
          node_id: BUILDER_ID,
          status: 'done',
          input: { text: 'What is 6×7?' },
          output: { model: 'gpt-4o', messages: [{ role: 'human', content: 'What is 6×7?' }] },
          duration_ms: 1.4,
        }) +
        nodeFrame({ node_id: LLM_ID, status: 'running' }) +
        textFrame('It is'),
    );
    await waitFor(() => expect(within(panel).getByTestId('debug-answer')).toHaveTextContent('It is'));
    expect(badgeOf('HTTP trigger')).toHaveTextContent('Done in 3 ms');
    expect(badgeOf('LLM operator')).toHaveTextContent('Running');
    stream.send(
      textFrame('It is\n42.') +
        nodeFrame({ node_id: LLM_ID, status: 'done', output: 'It is\n42.', duration_ms: 250 }),
    );
    stream.close();

    await within(panel).findByText('The run finished.');
    expect(within(panel).getByTestId('debug-answer').textContent).toBe('It is\n42.');
    expect(badgeOf('LLM operator')).toHaveTextContent('Done in 250 ms');
    const list = within(panel).getByRole('list', { name: 'Nodes in run order' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-node-id'))).toEqual([TRIGGER_ID, BUILDER_ID, LLM_ID]);
    expect(items[1]).toHaveTextContent('Done');
    expect(items[1]).toHaveTextContent('1 ms');
    // Input and output previews, the JSON pretty-printed, behind a disclosure.
    await user.click(within(items[1]).getByText('Details of Request builder'));
    const previews = items[1].querySelectorAll('pre');
    expect(previews[0].textContent).toBe('{\n  "text": "What is 6×7?"\n}');
    expect(previews[1].textContent).toContain('"model": "gpt-4o"');
    expect(within(panel).getByRole('button', { name: 'Run' })).toBeInTheDocument();

    // A node in the list is selected on the canvas.
    await user.click(within(list).getByRole('button', { name: 'Show LLM operator on the canvas' }));
    await waitFor(() =>
      expect(document.querySelector(`.react-flow__node[data-id="${LLM_ID}"]`)).toHaveClass('selected'),
    );
    expect(document.querySelector(`.react-flow__node[data-id="${TRIGGER_ID}"]`)).not.toHaveClass('selected');
  });

  it('marks a failed node in red with its error, and tells the run’s failure', async () => {
    const { served, user, panel } = await openDebugPanel();
    const stream = await startRun(user, panel, served);
    stream.send(
      nodeFrame({ node_id: TRIGGER_ID, status: 'done', duration_ms: 2 }) +
        nodeFrame({ node_id: BUILDER_ID, status: 'done', duration_ms: 1 }) +
        nodeFrame({
          node_id: LLM_ID,
          status: 'failed',
          error: 'The model gpt-4o is not running',
          duration_ms: 40,
        }) +
        'data:[SERVER_ERROR]The model gpt-4o is not running\n\n',
    );
    expect(
      await within(panel).findByText('The run failed: The model gpt-4o is not running'),
    ).toBeInTheDocument();
    const badge = badgeOf('LLM operator');
    expect(badge).toHaveAttribute('data-status', 'failed');
    expect(badge).toHaveTextContent('Failed');
    await user.hover(within(badge!).getByText('Failed'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Failed: The model gpt-4o is not running');
    const failed = within(panel).getAllByRole('listitem').at(-1)!;
    expect(within(failed).getByRole('alert')).toHaveTextContent('The model gpt-4o is not running');
  });

  it('stops a run: nodes still running are shown as unfinished, and Run comes back', async () => {
    const { served, user, panel } = await openDebugPanel();
    const stream = await startRun(user, panel, served);
    stream.send(nodeFrame({ node_id: TRIGGER_ID, status: 'running' }) + textFrame('Thinking'));
    await waitFor(() => expect(badgeOf('HTTP trigger')).toHaveTextContent('Running'));
    await user.click(within(panel).getByRole('button', { name: 'Stop' }));
    expect(
      await within(panel).findByText('Stopped. The nodes that ran so far are listed below.'),
    ).toBeInTheDocument();
    expect(badgeOf('HTTP trigger')).toHaveTextContent('Did not finish');
    expect(within(panel).getByTestId('debug-answer')).toHaveTextContent('Thinking');
    // Frames that still arrive change nothing.
    stream.send(textFrame('Thinking more'));
    expect(within(panel).getByRole('button', { name: 'Run' })).toBeInTheDocument();
    expect(within(panel).getByTestId('debug-answer')).toHaveTextContent(/^Thinking$/);
  });

  it('clears the badges when the graph changes, not when a node is only selected', async () => {
    const { served, user, panel } = await openDebugPanel();
    const stream = await startRun(user, panel, served);
    stream.send(nodeFrame({ node_id: TRIGGER_ID, status: 'done', duration_ms: 2 }));
    stream.close();
    await within(panel).findByText('The run finished.');
    fireEvent.click(card('LLM operator'));
    expect(badgeOf('HTTP trigger')).toHaveTextContent('Done in 2 ms');
    await user.click(within(card('Request builder')).getByRole('button', { name: 'Delete Request builder' }));
    await waitFor(() => expect(badgeOf('HTTP trigger')).toBeNull());
    expect(within(panel).getByText(/The canvas changed after this run/)).toBeInTheDocument();
  });

  it('asks for a test input first, opens with Ctrl+Enter and closes again', async () => {
    serveCanvas(savedDebugFlow());
    const served = serveDebugStream();
    const user = userEvent.setup();
    await renderCanvas({ id: 'flow-1' });
    await screen.findByRole('article', { name: 'HTTP trigger' });
    await user.keyboard('{Control>}{Enter}{/Control}');
    const panel = await screen.findByRole('complementary', { name: 'Debug run' });
    await user.click(within(panel).getByRole('button', { name: 'Run' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Type a test input first.');
    await user.type(
      within(panel).getByRole('textbox', { name: 'Test input' }),
      'hi{Control>}{Enter}{/Control}',
    );
    await waitFor(() => expect(served.calls).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: 'Close the debug run' }));
    expect(screen.queryByRole('complementary', { name: 'Debug run' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    serveCanvas(savedDebugFlow());
    const served = serveDebugStream();
    const user = userEvent.setup();
    await renderApp(<FlowCanvasPage />, {
      pathname: '/construct/flow/canvas',
      query: { isFirst: 'admin', id: 'flow-1' },
      language: 'zh',
    });
    await screen.findByRole('article', { name: 'HTTP trigger' });
    await user.click(screen.getByRole('button', { name: '调试运行' }));
    const panel = await screen.findByRole('complementary', { name: '调试运行' });
    await user.type(within(panel).getByRole('textbox', { name: '测试输入' }), '你好');
    await user.click(within(panel).getByRole('button', { name: '运行' }));
    await waitFor(() => expect(served.calls[0]?.language).toBe('zh'));
    served.stream().send(nodeFrame({ node_id: TRIGGER_ID, status: 'done', duration_ms: 5 }));
    await waitFor(() => expect(badgeOf('HTTP trigger')).toHaveTextContent('用时 5 毫秒'));
    served.stream().send('data:[SERVER_ERROR]模型未运行\n\n');
    expect(await within(panel).findByText('运行失败：模型未运行')).toBeInTheDocument();
  });
});
