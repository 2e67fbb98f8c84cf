import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import FlowCanvasPage from '@/components/flow/canvas/flow-canvas-page';
import type { FlowPanel } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { AWEL, connect, handle, renderCanvas, serveCanvas } from './canvas-harness';
import { LLM_OPERATOR, REQUEST_BUILDER } from './node-fixtures';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

describe('/construct/flow/canvas', () => {
  it('offers the server’s operators and resources by category, searchable', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    const palette = await screen.findByRole('complementary', { name: 'Add node' });
    const operators = within(palette).getByRole('region', { name: 'Operators' });
    expect(within(operators).getByText('Conversion')).toBeInTheDocument();
    expect(within(operators).getByText('LLM')).toBeInTheDocument();
    const resources = within(palette).getByRole('region', { name: 'Resources' });
    expect(
      within(resources).getByRole('button', { name: 'Add OpenAI client to the canvas' }),
    ).toBeInTheDocument();

    await user.type(within(palette).getByRole('textbox', { name: 'Search nodes' }), 'splitter');
    await waitFor(() =>
      expect(within(palette).queryByRole('button', { name: /Add LLM operator/ })).toBeNull(),
    );
    expect(
      within(palette).getByRole('button', { name: 'Add Text splitter to the canvas' }),
    ).toBeInTheDocument();
  });

  it('adds a node with its inputs, parameters (required marked) and outputs, and deletes it again', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Request builder to the canvas' }));
    const node = await screen.findByRole('article', { name: 'Request builder' });
    expect(within(node).getByText('Inputs')).toBeInTheDocument();
    expect(within(node).getByText('Model request')).toBeInTheDocument();
    expect(within(node).getByRole('textbox', { name: 'Model' })).toBeInTheDocument();
    expect(node.querySelector('[data-missing]')).toHaveTextContent('*Model');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('Unsaved changes');

    await user.click(within(node).getByRole('button', { name: 'Delete Request builder' }));
    expect(screen.queryByRole('article', { name: 'Request builder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Request builder' })).toBeInTheDocument();
  });

  it('refuses to connect types that do not fit, with the reason', async () => {
    const bodies = serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add LLM operator to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add Text splitter to the canvas' }));
    await screen.findByRole('article', { name: 'Text splitter' });
    const llm = `${LLM_OPERATOR.id}_0`;
    const splitter = 'operator_text_splitter___$$___conversion___$$___v1_0';

    connect(handle(llm, 'outputs', 0), handle(splitter, 'inputs', 0));
    expect(await screen.findByText('Nodes cannot be connected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Split');
    await user.type(within(dialog).getByLabelText(/Name/), 'split');
    await user.type(within(dialog).getByLabelText(/Description/), 'Splits');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body.flow_data?.edges).toEqual([]);
  });

  it('checks before saving: nodes first, required values, then title, name and description', async () => {
    const bodies = serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await screen.findByRole('complementary', { name: 'Add node' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add nodes first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Request builder to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add LLM operator to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Fill in the required fields of the nodes marked in red'),
    ).toBeInTheDocument();
    const builder = screen.getByRole('article', { name: 'Request builder' });
    expect(builder).toHaveAttribute('data-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(within(builder).getByRole('textbox', { name: 'Model' }), 'gpt-4o');
    const builderId = `${REQUEST_BUILDER.id}_0`;
    const llmId = `${LLM_OPERATOR.id}_0`;
    connect(handle(builderId, 'outputs', 0), handle(llmId, 'inputs', 0));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Flow name and description are required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Title/), 'Ask the model');
    await user.type(within(dialog).getByLabelText(/Name/), 'ask model');
    await user.type(within(dialog).getByLabelText(/Description/), 'Builds a request and asks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use only letters, digits, “_” and “-”')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'ask_model');
    await user.click(within(dialog).getByLabelText('Deploy'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flow saved')).toBeInTheDocument();

    expect(bodies).toHaveLength(1);
    const { method, path, body } = bodies[0];
    expect([method, path]).toEqual(['POST', '/api/v2/serve/awel/flows']);
    expect(body).toMatchObject({
      label: 'Ask the model',
      name: 'ask_model',
      description: 'Builds a request and asks',
      editable: true,
      state: 'deployed',
      define_type: 'json',
    });
    expect(body).not.toHaveProperty('uid');
    const data = body.flow_data!;
    expect(Object.keys(data).sort()).toEqual(['edges', 'nodes', 'viewport']);
    expect(data.nodes.map((node) => node.id)).toEqual([builderId, llmId]);
    const first = data.nodes[0];
    expect(first).toMatchObject({
      id: builderId,
      type: 'customNode',
      data: { flow_type: 'operator', name: 'request_builder' },
    });
    expect(first.position_absolute).toEqual(first.position);
    expect(typeof first.width).toBe('number');
    expect((first.data.parameters as { value?: unknown }[])[0].value).toBe('gpt-4o');
    expect(data.edges).toEqual([
      expect.objectContaining({
        source: builderId,
        target: llmId,
        source_handle: `${builderId}|outputs|0`,
        target_handle: `${llmId}|inputs|0`,
        source_order: 0,
        target_order: 0,
      }),
    ]);
    expect(screen.queryByTestId('unsaved')).toBeNull();
  });

  it('shows a server refusal with the node it names highlighted, and keeps the work', async () => {
    serveCanvas();
    const llmId = `${LLM_OPERATOR.id}_0`;
    server.use(
      http.post(`${AWEL}/flows`, () =>
        HttpResponse.json(
          {
            success: false,
            err_code: 'E0003',
            err_msg: `Create DAG error: node ${llmId} has no input`,
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add LLM operator to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Lonely');
    await user.type(within(dialog).getByLabelText(/Name/), 'lonely');
    await user.type(within(dialog).getByLabelText(/Description/), 'One node');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The server did not save the flow: Create DAG error: node ${llmId} has no input`,
    );
    expect(screen.getByRole('article', { name: 'LLM operator' })).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
  });

  it('opens a saved flow and saves it back with its uid (PUT)', async () => {
    const llmId = `${LLM_OPERATOR.id}_0`;
    const saved: FlowPanel = {
      uid: 'f1',
      label: 'Saved flow',
      name: 'saved_flow',
      description: 'Saved',
      state: 'running',
      editable: true,
      define_type: 'json',
      flow_category: 'common',
      flow_data: {
        nodes: [
          {
            id: llmId,
            width: 288,
            height: 200,
            position: { x: 10, y: 20, zoom: 1 },
            position_absolute: { x: 10, y: 20, zoom: 1 },
            type: 'customNode',
            data: LLM_OPERATOR,
          },
        ],
        edges: [],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
    };
    const bodies = serveCanvas(saved);
    const user = userEvent.setup();
    await renderCanvas({ id: 'f1' });
    expect(await screen.findByRole('heading', { name: 'Saved flow' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('saved_flow');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v2/serve/awel/flows/f1',
      body: { uid: 'f1', name: 'saved_flow', state: 'deployed', flow_category: 'common' },
    });
    expect(bodies[0].body.flow_data?.nodes[0].position).toEqual({ x: 10, y: 20, zoom: 1 });
  });

  it('deletes the selected node with the keyboard, and undo and redo bring it back and take it away', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Text splitter to the canvas' }));
    const node = await screen.findByRole('article', { name: 'Text splitter' });
    // A click (not a drag) selects it; jsdom cannot run React Flow's drag handling.
    fireEvent.click(screen.getByRole('button', { name: 'Add LLM operator to the canvas' }));
    await screen.findByRole('article', { name: 'LLM operator' });
    fireEvent.click(node);
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Text splitter' })).toBeNull());
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('article', { name: 'Text splitter' })).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Text splitter' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'LLM operator' })).toBeInTheDocument();
  });

  it('duplicates a node, and keeps at least one of a dynamic field', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Text joiner to the canvas' }));
    const joiner = await screen.findByRole('article', { name: 'Text joiner' });
    await user.click(within(joiner).getByRole('button', { name: 'Add a field like this one' }));
    expect(within(joiner).getAllByText('Text')).toHaveLength(2);
    const removers = within(joiner).getAllByRole('button', { name: 'Remove this field' });
    await user.click(removers[1]);
    expect(within(joiner).getAllByText('Text')).toHaveLength(1);
    await user.click(within(joiner).getByRole('button', { name: 'Remove this field' }));
    expect(await screen.findByText('Keep more than one dynamic field')).toBeInTheDocument();
    expect(within(joiner).getAllByText('Text')).toHaveLength(1);

    await user.click(within(joiner).getByRole('button', { name: 'Duplicate Text joiner' }));
    expect(await screen.findAllByRole('article', { name: 'Text joiner' })).toHaveLength(2);
  });

  it('speaks Chinese', async () => {
    serveCanvas();
    await renderApp(<FlowCanvasPage />, {
      pathname: '/construct/flow/canvas',
      query: { isFirst: 'admin' },
      language: 'zh',
    });
    const palette = await screen.findByRole('complementary', { name: '添加节点' });
    expect(within(palette).getByRole('region', { name: '算子' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新工作流' })).toBeInTheDocument();
  });
});
