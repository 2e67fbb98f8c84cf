import type { ChatMode } from '@/contract/chat-completion';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { DataTarget } from '../runtime/data/data-target';

/** The chart types the execute scenes offer the model (DB-GPT's `display_type` names). */
export const DISPLAY_TYPES = [
  'response_line_chart',
  'response_bar_chart',
  'response_pie_chart',
  'response_scatter_chart',
  'response_area_chart',
  'response_table',
] as const;
/** The dashboard report's chart types, offered as `showcase`. */
export const SHOWCASE_TYPES = ['LineChart', 'BarChart', 'PieChart', 'Table', 'IndicatorValue'] as const;
/** How many rows the model is asked to return at most, unless the user asks for more. */
export const PROMPT_TOP_K = 50;

const EXECUTE_FORMAT =
  '{"thoughts": "how the query answers the question", "sql": "SELECT ...", "display_type": "response_bar_chart"}';
const DIRECT_FORMAT = '{"direct_response": "the answer in words"}';
const DASHBOARD_FORMAT =
  '[{"thoughts": "what the chart shows", "showcase": "BarChart", "sql": "SELECT ...", "title": "the chart title"}]';

/** The system prompt of a data scene, in the caller's language, with the schema relevant to the question. */
export function dataSystemPrompt(
  mode: ChatMode,
  target: DataTarget,
  question: string,
  language: ServerLanguage,
): string {
  const base = { dialect: target.dialect, database: target.name, schema: target.schemaFor(question) };
  if (mode === 'chat_with_db_qa') return localized('dataChat.qaPrompt', base).in(language);
  if (mode === 'chat_dashboard')
    return localized('dataChat.dashboardPrompt', {
      ...base,
      display_types: SHOWCASE_TYPES.join(', '),
      format: DASHBOARD_FORMAT,
    }).in(language);
  return localized('dataChat.executePrompt', {
    ...base,
    top_k: PROMPT_TOP_K,
    display_types: DISPLAY_TYPES.join(', '),
    direct_format: DIRECT_FORMAT,
    format: EXECUTE_FORMAT,
  }).in(language);
}
