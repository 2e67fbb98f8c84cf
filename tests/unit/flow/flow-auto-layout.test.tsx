import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';

beforeAll(stubReactFlowDom);

describe('auto layout on the canvas', { timeout: 20_000 }, () => {
  it('arranges the nodes in one step that undo takes back', async () => {
    const bodies = serveCanvas();
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add LLM operator to the canvas' }));
    await user.click(screen.getByRole('button', { name: 'Add Text splitter to the canvas' }));
    await screen.findByRole('article', { name: 'Text splitter' });

    const saveNow = async () => {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save the flow' });
      if (bodies.length === 0) {
        await user.type(within(dialog).getByLabelText(/Title/), 'Laid out');
        await user.type(within(dialog).getByLabelText(/Name/), 'laid_out');
        await user.type(within(dialog).getByLabelText(/Description/), 'Laid out');
      }
      const count = bodies.length;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(bodies).toHaveLength(count + 1));
      return bodies[count].body.flow_data?.nodes.map(({ position: { x, y } }) => ({ x, y })) ?? [];
    };

    const placedByHand = await saveNow();
    await user.click(screen.getByRole('button', { name: 'Auto layout' }));
    await waitFor(() => expect(screen.getByTestId('unsaved')).toBeInTheDocument());
    const laidOut = await saveNow();
    expect(laidOut).toHaveLength(2);
    expect(laidOut).not.toEqual(placedByHand);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await saveNow()).toEqual(placedByHand);
  });
});
