/** Chart blocks written the way DB-GPT's server writes them (contract/chart-block.ts). */

export const ORDERS_ROWS = [
  { month: '2024-01', orders: 12, revenue: 340.5 },
  { month: '2024-02', orders: 30, revenue: 910 },
  { month: '2024-03', orders: 7, revenue: 120.25 },
];

export const ORDERS_SQL =
  "select month, count(*) as orders, sum(total) as revenue from orders where status = 'paid' group by month";

/** Python's ElementTree attribute escaping: &, <, >, quotes and newlines. */
function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;');
}

/** `speak + "\n" + <chart-view content="{json}" />`, as chat_db auto_execute answers. */
export function chartViewAnswer(payload: unknown, speak = 'Here are the orders per month.'): string {
  return `${speak}\n<chart-view content="${escapeAttribute(JSON.stringify(payload))}" />`;
}

export function fence(language: string, payload: unknown): string {
  return `\`\`\`${language}\n${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\`\`\``;
}

/** The chat_dashboard answer: the report JSON, values in long form (name, type, value). */
export const DASHBOARD_REPORT = {
  conv_uid: 'conv-1',
  template_name: 'report',
  template_introduce: null,
  charts: [
    {
      chart_uid: 'c1',
      chart_name: 'Orders per month',
      chart_type: 'BarChart',
      chart_desc: 'Paid orders',
      chart_sql: 'SELECT month, count(*) AS orders FROM orders GROUP BY month',
      column_name: ['month', 'orders'],
      values: [
        { name: '2024-01', type: 'orders', value: '12' },
        { name: '2024-02', type: 'orders', value: '30' },
      ],
      style: null,
    },
    {
      chart_uid: 'c2',
      chart_name: 'Share by region',
      chart_type: 'PieChart',
      chart_desc: '',
      chart_sql: 'SELECT region, count(*) AS orders FROM orders GROUP BY region',
      column_name: ['region', 'orders'],
      values: [
        { name: 'North', type: 'orders', value: 5 },
        { name: 'South', type: 'orders', value: 9 },
      ],
      style: null,
    },
  ],
};
