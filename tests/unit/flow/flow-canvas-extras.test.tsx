import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

describe('/construct/flow/canvas: export, leaving, undo of typing', () => {
  it('downloads a never-saved canvas as a JSON file in the server’s export shape', async () => {
    serveCanvas();
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) files.push(blob);
      return 'blob:flow';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Text splitter to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Flow tools' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export “flow”' });
    expect(within(dialog).getByRole('radio', { name: 'dbgpts package (.zip)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(names).toEqual(['flow.json']));
    const exported = JSON.parse(await files[0].text()) as {
      flow: { flow_data: { nodes: { data: { name: string } }[] } };
    };
    expect(exported.flow.flow_data.nodes.map((node) => node.data.name)).toEqual(['text_splitter']);
    click.mockRestore();
  });

  it('warns before the tab closes only once there are unsaved changes', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('complementary', { name: 'Add node' });
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add Text splitter to the canvas' }));
    await screen.findByRole('article', { name: 'Text splitter' });
    expect(unload()).toBe(true);
  });

  it('undoes a typed value in one step', async () => {
    serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Request builder to the canvas' }));
    const node = await screen.findByRole('article', { name: 'Request builder' });
    await user.type(within(node).getByRole('textbox', { name: 'Model' }), 'gpt-4o');
    expect(within(node).getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4o');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      within(screen.getByRole('article', { name: 'Request builder' })).getByRole('textbox', {
        name: 'Model',
      }),
    ).toHaveValue('');
    expect(screen.getByRole('article', { name: 'Request builder' })).toBeInTheDocument();
  });
});
