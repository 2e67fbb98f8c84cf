import { z } from 'zod';
import type { ChartPayload } from '@/contract/chart-block';
import { rowRecords } from '../../chat/runtime/data/chart-view';
import { QueryFailure, type DataTarget } from '../../chat/runtime/data/data-target';
import type { ServerLanguage } from '../../i18n/language';
import type { AgentTool } from '../agent-tool';

// Rows the model reads of a result; the chart shows all of them (up to the query's row limit).
const ROWS_FOR_THE_MODEL = 50;

interface SqlArgs {
  database: string;
  sql: string;
  chart_type?: string;
  title?: string;
}

function chartBlock(payload: ChartPayload): string {
  return `\`\`\`vis-db-chart\n${JSON.stringify(payload)}\n\`\`\``;
}

/**
 * `run_sql`: one read-only statement on one of the app's databases (the datasource's own read-only
 * rule, row limit and time-out apply). The model reads the first rows; the user sees a chart block.
 */
export function runSqlTool(targets: readonly DataTarget[], language: ServerLanguage): AgentTool<SqlArgs> {
  const names = targets.map((target) => target.name);
  return {
    name: 'run_sql',
    description: `Runs one read-only SQL query on a database (${names.join(', ')}) and returns the rows.`,
    parameters: z.object({
      database: z.string().describe(`The database: one of ${names.join(', ')}`),
      sql: z.string().min(1).describe('One SQL statement in the database dialect'),
      chart_type: z
        .string()
        .optional()
        .describe(
          'How to show the result: response_table, response_bar_chart, response_line_chart, response_pie_chart',
        ),
      title: z.string().optional().describe('A short title for the result'),
    }),
    async run({ database, sql, chart_type, title }) {
      const target =
        targets.find((candidate) => candidate.name === database) ??
        (names.length === 1 ? targets[0] : undefined);
      if (!target) throw new Error(`Unknown database "${database}"; use one of ${names.join(', ')}.`);
      try {
        const result = await target.run(sql);
        const records = rowRecords(result.columns, result.rows);
        const shown = records.slice(0, ROWS_FOR_THE_MODEL);
        const lines = [`${result.rows.length} row(s). Columns: ${result.columns.join(', ')}`];
        lines.push(...shown.map((row) => JSON.stringify(row)));
        if (records.length > shown.length)
          lines.push(`… ${records.length - shown.length} more row(s) not shown.`);
        if (result.truncated) lines.push(`The result was cut at ${result.rowLimit} rows.`);
        const view = chartBlock({
          type: chart_type ?? 'response_table',
          sql,
          data: records,
          title: title ?? null,
          describe: null,
        });
        return { text: lines.join('\n'), view };
      } catch (error) {
        if (error instanceof QueryFailure) throw new Error(error.text.in(language));
        throw error;
      }
    },
  };
}
