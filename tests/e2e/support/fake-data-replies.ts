import type { FakeReply } from '../../support/fake-openai';

/** The SQL the fake writes for "orders per month" on the PostgreSQL shop the data chat test seeds. */
export const ORDERS_PER_MONTH_SQL =
  "SELECT to_char(ordered_at, 'YYYY-MM') AS month, count(*) AS orders FROM orders GROUP BY 1 ORDER BY 1";

/** The SQL over the uploaded `sales.csv` (loaded as the table `sales`). */
export const SALES_BY_REGION_SQL =
  'SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY region';

const json = (value: unknown): FakeReply => ({ text: JSON.stringify(value) });

/**
 * The data scenes' replies in the JSON DB-GPT's prompts ask for: one `{thoughts, sql, display_type}` for
 * chat_with_db_execute and chat_excel, a list of `{thoughts, showcase, sql, title}` for chat_dashboard.
 */
export function dataReplyFor(question: string): FakeReply | undefined {
  const asked = question.toLowerCase();
  if (asked.includes('orders per month'))
    return json({
      thoughts: 'Counting the orders of each month.',
      sql: ORDERS_PER_MONTH_SQL,
      display_type: 'response_bar_chart',
    });
  if (asked.includes('sales by region'))
    return json({
      thoughts: 'Adding up the sales of each region.',
      sql: SALES_BY_REGION_SQL,
      display_type: 'response_pie_chart',
    });
  if (asked.includes('dashboard'))
    return json([
      {
        thoughts: 'Orders over time.',
        showcase: 'LineChart',
        sql: ORDERS_PER_MONTH_SQL,
        title: 'Orders per month',
      },
      {
        thoughts: 'Revenue per customer.',
        showcase: 'BarChart',
        sql: 'SELECT c.email AS customer, sum(o.total) AS revenue FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY 1 ORDER BY 1',
        title: 'Revenue per customer',
      },
    ]);
  return undefined;
}
