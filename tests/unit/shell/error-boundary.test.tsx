import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from './handlers';

let shouldThrow = true;

function Fragile() {
  const [count] = useState(0);
  if (shouldThrow) throw new Error('render fault');
  return <p>recovered {count}</p>;
}

describe('page error boundary', () => {
  it('shows a friendly panel instead of a white page, and retry renders the page again', async () => {
    server.use(...startupHandlers());
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    await renderApp(<Fragile />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page ran into a problem');
    // The shell stays usable around the failed page.
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('recovered 0')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
