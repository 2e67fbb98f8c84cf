import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

describe('/construct/flow/canvas export', () => {
  it('downloads the canvas as a JSON file in the server’s export shape', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(names).toEqual(['flow.json']));
    const exported = JSON.parse(await files[0].text()) as {
      flow: { flow_data: { nodes: { data: { name: string } }[] } };
    };
    expect(exported.flow.flow_data.nodes.map((node) => node.data.name)).toEqual(['text_splitter']);
    click.mockRestore();
  });
});
