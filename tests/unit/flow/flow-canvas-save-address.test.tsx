import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connect, handle, renderCanvas, serveCanvas } from './canvas-harness';
import { LLM_OPERATOR, REQUEST_BUILDER } from './node-fixtures';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

const isRouteChangeStart = (call: unknown[]) => call[0] === 'routeChangeStart';

describe('saving a new flow', () => {
  it('puts its id into the address only once the unsaved-changes guard has stopped listening', async () => {
    serveCanvas();
    const user = userEvent.setup();
    const { router } = await renderCanvas();
    const listening = () =>
      vi.mocked(router.events.on).mock.calls.filter(isRouteChangeStart).length -
      vi.mocked(router.events.off).mock.calls.filter(isRouteChangeStart).length;
    // How many leave guards listen at the moment the address changes.
    const guardsAtReplace: number[] = [];
    vi.mocked(router.replace).mockImplementation(async () => {
      guardsAtReplace.push(listening());
      return true;
    });

    await user.click(await screen.findByRole('button', { name: 'Add Request builder to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add LLM operator to the canvas' }));
    const builder = screen.getByRole('article', { name: 'Request builder' });
    await user.type(within(builder).getByRole('textbox', { name: 'Model' }), 'gpt-4o');
    connect(handle(`${REQUEST_BUILDER.id}_0`, 'outputs', 0), handle(`${LLM_OPERATOR.id}_0`, 'inputs', 0));
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Ask the model');
    await user.type(within(dialog).getByLabelText(/Name/), 'ask_model');
    await user.type(within(dialog).getByLabelText(/Description/), 'Builds a request and asks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flow saved')).toBeInTheDocument();

    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/construct/flow/canvas?id=new-uid', undefined, {
        shallow: true,
      }),
    );
    expect(guardsAtReplace).toEqual([0]);
  });
});
