import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/locales/i18n';
import { chartViewAnswer, DASHBOARD_REPORT, fence, ORDERS_ROWS, ORDERS_SQL } from './chart-fixtures';
import { renderMarkdown } from './markdown-helpers';

/** jsdom lays nothing out: the data table's scroll area gets a 360 px window. */
function giveTablesHeight() {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('role') === 'table' ? 360 : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

const BAR = { type: 'response_bar_chart', sql: ORDERS_SQL, data: ORDERS_ROWS };

describe('chart blocks in a data answer', () => {
  it('shows a <chart-view> answer as the model’s words and Chart / SQL / Data tabs, the chart drawn', async () => {
    renderMarkdown({ content: chartViewAnswer(BAR) });
    expect(screen.getByText('Here are the orders per month.')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chart', 'SQL', 'Data']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // echarts arrives lazily and draws into the box as SVG.
    const view = await screen.findByTestId('echarts-view');
    await waitFor(() => expect(view.querySelector('svg')).not.toBeNull());
    // Its legend names the two series (jsdom gives the box no width, so the axis labels are culled).
    expect(view.querySelector('svg')?.textContent).toContain('orders');
    expect(view.querySelector('svg')?.textContent).toContain('revenue');
  });

  it('draws in the dark theme’s colours in dark mode', async () => {
    const legendFill = async (mode: 'light' | 'dark') => {
      const { unmount } = renderMarkdown({ content: chartViewAnswer(BAR) }, { mode });
      const view = await screen.findByTestId('echarts-view');
      const legend = await waitFor(() => {
        const text = [...view.querySelectorAll('text')].find((node) => node.textContent === 'orders');
        if (!text) throw new Error('no legend yet');
        return text;
      });
      const fill = legend.getAttribute('fill');
      unmount();
      return fill;
    };
    const light = await legendFill('light');
    const dark = await legendFill('dark');
    expect(light).toBeTruthy();
    expect(dark).toBeTruthy();
    expect(dark).not.toBe(light);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: chartViewAnswer(BAR) });
    const chartTab = await screen.findByRole('tab', { name: 'Chart' });
    chartTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SQL' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByTestId('chart-sql'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(chartTab).toHaveAttribute('aria-selected', 'true');
  });

  it('formats the SQL by the display rules and copies it', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: chartViewAnswer(BAR) });
    await user.click(await screen.findByRole('tab', { name: 'SQL' }));
    const sql = screen.getByTestId('chart-sql');
    // Keyword case is preserved, two-space indents, each clause on its own line.
    expect(sql.textContent).toBe(
      [
        'select',
        '  month,',
        '  count(*) as orders,',
        '  sum(total) as revenue',
        'from',
        '  orders',
        'where',
        "  status = 'paid'",
        'group by',
        '  month',
      ].join('\n'),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(sql.textContent);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('sorts the data by a column and downloads the rows as sorted as CSV', async () => {
    giveTablesHeight();
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderMarkdown({
      content: chartViewAnswer({
        ...BAR,
        data: [...ORDERS_ROWS, { month: '2024-04', orders: null, revenue: 1 }],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Data' }));
    const table = screen.getByRole('table', { name: 'Query result rows' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(firstCells()).toEqual(['12', '30', '7', '']);

    await user.click(within(table).getByRole('button', { name: /orders/ }));
    expect(within(table).getByRole('columnheader', { name: /orders/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(firstCells()).toEqual(['7', '12', '30', '']);
    await user.click(within(table).getByRole('button', { name: /orders/ }));
    expect(firstCells()).toEqual(['30', '12', '7', '']);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    // A UTF-8 byte order mark first, so that Excel reads Chinese text right (text() drops it).
    expect([...new Uint8Array(await created[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await created[0].text()).toBe(
      'month,orders,revenue\r\n2024-02,30,910\r\n2024-01,12,340.5\r\n2024-03,7,120.25\r\n2024-04,,1\r\n',
    );
  });

  it('opens a response_table on Data (no Chart tab) and falls back to the table when no chart fits', async () => {
    giveTablesHeight();
    const { unmount } = renderMarkdown({
      content: fence('vis-db-chart', { ...BAR, type: 'response_table' }),
    });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Data', 'SQL']);
    expect(screen.getByRole('table')).toBeInTheDocument();
    unmount();

    renderMarkdown({
      content: fence('vis-chart', {
        type: 'response_line_chart',
        sql: 'SELECT name, city FROM people',
        data: [{ name: 'Ada', city: 'Paris' }],
      }),
    });
    expect(
      await screen.findByText('No chart fits this data, so it is shown as a table.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Paris' })).toBeInTheDocument();
    expect(screen.queryByTestId('echarts-view')).toBeNull();
  });

  it('shows a single value as a big number', async () => {
    renderMarkdown({
      content: fence('vis-db-chart', {
        type: 'IndicatorValue',
        sql: 'SELECT count(*) AS total FROM t',
        data: [{ total: 4821 }],
      }),
    });
    const indicator = await screen.findByTestId('chart-indicator');
    expect(within(indicator).getByText('total')).toBeInTheDocument();
    expect(within(indicator).getByText('4821')).toBeInTheDocument();
  });

  it('shows a malformed block as its raw text in a notice, and the rest of the answer', async () => {
    const broken = '{"type": "response_bar_chart", "data": [{"a": 1}';
    renderMarkdown({ content: `Before\n\n${fence('vis-db-chart', broken)}\n\nAfter` });
    const notice = await screen.findByTestId('chart-malformed');
    expect(notice).toHaveTextContent('This chart block could not be read');
    expect(notice).toHaveTextContent(broken);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('shows a placeholder, not half a block, while the block streams in', async () => {
    const full = chartViewAnswer(BAR);
    const { rerenderMarkdown } = renderMarkdown({
      content: full.slice(0, full.length - 40),
      streaming: true,
    });
    expect(await screen.findByText('The chart is on its way…')).toBeInTheDocument();
    expect(screen.queryByText(/chart-view/)).toBeNull();

    const open = `Counting…\n\n\`\`\`vis-db-chart\n{"type": "response_bar_chart", "data": [{"month"`;
    rerenderMarkdown({ content: open, streaming: true });
    await waitFor(() => expect(screen.getByText('The chart is on its way…')).toBeInTheDocument());
    expect(screen.queryByText(/response_bar_chart/)).toBeNull();

    rerenderMarkdown({ content: full, streaming: false });
    expect(await screen.findByRole('tab', { name: 'Chart' })).toBeInTheDocument();
  });

  it('lays out a dashboard report of two charts as a grid of chart cards', async () => {
    renderMarkdown({ content: JSON.stringify(DASHBOARD_REPORT) });
    const grid = await screen.findByTestId('chart-dashboard');
    const cards = within(grid).getAllByTestId('chart-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Orders per month' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('heading', { name: 'Share by region' })).toBeInTheDocument();
    expect(grid.querySelector('.grid')).toHaveClass('grid-cols-1');
  });

  it('lays out a vis-dashboard fence the same way', async () => {
    renderMarkdown({
      content: fence('vis-dashboard', {
        data: [
          { ...BAR, title: 'A' },
          { ...BAR, title: 'B' },
        ],
        chart_count: 2,
      }),
    });
    const grid = await screen.findByTestId('chart-dashboard');
    expect(within(grid).getAllByTestId('chart-card')).toHaveLength(2);
  });

  it('shows the query error the server sent with an empty result', async () => {
    renderMarkdown({
      content: fence('vis-db-chart', {
        type: 'response_table',
        sql: 'SELECT * FROM nope',
        data: [],
        err_msg: 'no such table: nope',
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The query failed: no such table: nope');
    expect(screen.getByText('The query returned no rows.')).toBeInTheDocument();
  });

  it('speaks Chinese in a Chinese interface', async () => {
    try {
      renderMarkdown({ content: chartViewAnswer(BAR) }, { language: 'zh' });
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['图表', 'SQL', '数据']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
