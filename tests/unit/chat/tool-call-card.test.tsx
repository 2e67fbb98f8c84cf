import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESULT_CLIP_CHARS } from '@/components/chat/agent/tool-call-parts';
import type { VisPlugin } from '@/contract/agent-vis';
import i18n from '@/locales/i18n';
import { renderMarkdown } from './markdown-helpers';

const block = (call: VisPlugin) => '```vis-plugin\n' + JSON.stringify(call) + '\n```';

async function renderCall(call: VisPlugin, language: 'en' | 'zh' = 'en') {
  await i18n.changeLanguage(language);
  renderMarkdown({ content: block(call) }, { language });
  return screen.findByTestId('tool-call-card');
}

describe('chat tool cards (vis-plugin)', () => {
  it('shows a finished call’s name, status and time; unfolded, its pretty arguments and result, each folding', async () => {
    const user = userEvent.setup();
    const card = await renderCall({
      name: 'get_weather',
      args: '{"city":"Paris","days":2}',
      status: 'complete',
      result: 'Sunny, 21 °C',
      duration_ms: 1234,
    });
    const header = within(card).getByRole('button', { name: /get_weather/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).getByTestId('tool-call-time')).toHaveTextContent('Took 1.2 s');

    await user.click(header);
    const args = within(card).getByText(/"city": "Paris"/);
    expect(args).toBeVisible();
    expect(args.textContent).toBe('{\n  "city": "Paris",\n  "days": 2\n}');
    expect(within(card).getByText('Sunny, 21 °C')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Arguments' }));
    expect(within(card).getByText(/"city": "Paris"/)).not.toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Result' }));
    expect(within(card).getByText('Sunny, 21 °C')).not.toBeVisible();
  });

  it('clips a long result until the reader asks for all of it', async () => {
    const user = userEvent.setup();
    const result = `${'row,'.repeat(RESULT_CLIP_CHARS / 4)}THE END`;
    const card = await renderCall({ name: 'run_sql', status: 'complete', result, time_ms: 80 });
    expect(within(card).getByTestId('tool-call-time')).toHaveTextContent('Took 80 ms');
    await user.click(within(card).getByRole('button', { name: /run_sql/ }));
    expect(within(card).queryByText(/THE END/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Show all (${result.length} characters)` }));
    expect(within(card).getByText(/THE END/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).queryByText(/THE END/)).toBeNull();
  });

  it('shows a running call with no time, and a failed one open, in red, with its error', async () => {
    const running = await renderCall({ name: 'search_issues', args: { query: 'bug' }, status: 'running' });
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).queryByTestId('tool-call-time')).toBeNull();
    running.remove();

    const failed = await renderCall(
      { name: 'get_weather', args: {}, status: 'failed', err_msg: 'The call timed out after 30 s' },
      'zh',
    );
    expect(within(failed).getByRole('button', { name: /get_weather/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    const error = within(failed).getByText('The call timed out after 30 s');
    expect(error).toBeVisible();
    expect(error.className).toContain('text-red-700');
  });
});
