import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentTranscript } from '@/server/agents/agent-transcript';
import { renderMarkdown } from './markdown-helpers';

/** A view as the server's agent runtime writes it: a plan, a worker's message with tools, the answer. */
function agentView(): string {
  const transcript = new AgentTranscript();
  transcript.setPlan([
    {
      name: 'Count the orders per month',
      num: 1,
      status: 'complete',
      agent: 'DataScientist',
      markdown: 'March had 42 orders.',
    },
    { name: 'Write the summary', num: 2, status: 'running', agent: 'Summarizer', markdown: '' },
  ]);
  const worker = transcript.addMessage('DataScientist', 'Planner', 'fake-model');
  worker.thinking = 'I should group by month.';
  worker.appendText('Let me query the orders.');
  const ok = worker.startTool('run_sql', '{"database":"shop","sql":"SELECT 1"}');
  ok.status = 'complete';
  ok.result = '1 row(s). Columns: month, orders';
  worker.addView(
    '```vis-db-chart\n' +
      JSON.stringify({ type: 'response_table', sql: 'SELECT 1', data: [{ month: '2026-03', orders: 42 }] }) +
      '\n```',
  );
  const failed = worker.startTool('get_weather', '{"city":"Atlantis"}');
  failed.status = 'failed';
  failed.err_msg = 'No station in Atlantis';
  const answer = transcript.addMessage('Summarizer', 'Human', 'fake-model');
  answer.appendText('**March** had the most orders: 42.');
  return transcript.render();
}

describe('agent answers (chat_agent vis blocks)', () => {
  it('shows the plan with its progress, the agents’ messages, tool cards, charts and the answer', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: agentView() });

    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(plan).getByText('Count the orders per month')).toBeInTheDocument();
    expect(within(plan).getByText('Done')).toBeInTheDocument();
    expect(within(plan).getByText('Running')).toBeInTheDocument();
    // A step's result unfolds.
    await user.click(within(plan).getByRole('button', { name: /Count the orders per month/ }));
    expect(within(plan).getByText('March had 42 orders.')).toBeVisible();

    const worker = screen.getByRole('region', { name: 'Message from DataScientist' });
    expect(within(worker).getByText('Planner')).toBeInTheDocument();
    expect(within(worker).getByText('Let me query the orders.')).toBeInTheDocument();
    expect(within(worker).getByText('Thinking')).toBeInTheDocument();
    const cards = within(worker).getAllByTestId('tool-call-card');
    expect(cards).toHaveLength(2);
    const sqlCard = within(cards[0] as HTMLElement).getByRole('button', { name: /run_sql/ });
    expect(sqlCard).toHaveAttribute('aria-expanded', 'false');
    await user.click(sqlCard);
    expect(within(cards[0] as HTMLElement).getByText(/"database": "shop"/)).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByText('1 row(s). Columns: month, orders')).toBeVisible();
    // The failed call is open from the start, with its error.
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: /get_weather/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(cards[1] as HTMLElement).getByText('No station in Atlantis')).toBeVisible();
    // The query's table block renders with its tabs inside the message.
    expect((await within(worker).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Data',
      'SQL',
    ]);

    const answer = screen.getByRole('region', { name: 'Message from Summarizer' });
    expect(within(answer).getByText('you')).toBeInTheDocument();
    expect(within(answer).getByText('March').tagName).toBe('STRONG');
  });

  it('shows a block it cannot read as its raw text, and the rest of the answer still renders', async () => {
    const content = '```agent-messages\n{"sender": "Assistant", "markdown": \n```\n\nAfter the block.';
    renderMarkdown({ content });
    expect(await screen.findByText(/"sender": "Assistant"/)).toBeInTheDocument();
    expect(screen.getByText('After the block.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Message from/ })).toBeNull();
  });

  it('speaks Chinese', async () => {
    renderMarkdown({ content: agentView() }, { language: 'zh' });
    const plan = await screen.findByRole('region', { name: '计划' });
    expect(within(plan).getByText('已完成 1 / 2')).toBeInTheDocument();
    expect(within(plan).getByText('进行中')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '来自 Summarizer 的消息' })).toBeInTheDocument();
    expect(screen.getAllByText('失败').length).toBeGreaterThan(0);
  });
});
