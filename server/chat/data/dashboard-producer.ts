import { randomUUID } from 'node:crypto';
import type { DashboardReport, ReportChart } from '@/contract/chart-block';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { AnswerProducer } from '../chat-turn';
import { QueryFailure, type DataTarget } from '../runtime/data/data-target';
import { longValues, reportChartType } from './dashboard-report';
import { content, draftAsReasoning, type DraftModel } from './model-draft';
import { readDashboardAnswer, type DashboardChartAnswer } from './sql-answer';

async function reportChart(
  target: DataTarget,
  chart: DashboardChartAnswer,
  language: ServerLanguage,
): Promise<ReportChart> {
  const base = {
    chart_uid: randomUUID(),
    chart_name: chart.title,
    chart_type: reportChartType(chart.showcase),
    chart_sql: chart.sql,
  };
  try {
    const result = await target.run(chart.sql);
    return {
      ...base,
      chart_desc: chart.thoughts,
      column_name: result.columns,
      values: longValues(result.columns, result.rows),
    };
  } catch (error) {
    if (!(error instanceof QueryFailure)) throw error;
    // One failed chart does not sink the report: it carries its error instead of values.
    return { ...base, chart_desc: error.text.in(language), column_name: [], values: [] };
  }
}

/**
 * `chat_dashboard`: the model answers a JSON array of charts (thoughts, showcase, sql, title), streamed as
 * thinking; each query runs, and the answer is the dashboard report JSON (contract/chart-block.ts).
 */
export function dashboardProducer(
  draft: DraftModel,
  target: DataTarget,
  language: ServerLanguage,
  convUid: string,
): AnswerProducer {
  return async function* produce(messages, signal) {
    const raw = yield* draftAsReasoning(draft, messages, signal);
    const charts = readDashboardAnswer(raw);
    if (charts.length === 0) {
      yield content(raw.trim() || localized('dataChat.noCharts').in(language));
      return;
    }
    const report: DashboardReport = {
      conv_uid: convUid,
      template_name: 'report',
      template_introduce: null,
      charts: [],
    };
    for (const chart of charts) {
      report.charts.push(await reportChart(target, chart, language));
      signal.throwIfAborted();
    }
    yield content(JSON.stringify(report));
  };
}
