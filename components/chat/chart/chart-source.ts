import type { ChartFenceLanguage } from '@/contract/constants/chart-block';

/** Where a chart block came from in the answer, as raw text; it is read only inside the lazy chart view. */
export type ChartSource =
  | { from: 'fence'; language: ChartFenceLanguage; body: string }
  | { from: 'chart-view'; element: string }
  | { from: 'report'; text: string };

/** The block's text exactly as the answer carried it, for the notice shown when it cannot be read. */
export function sourceText(source: ChartSource): string {
  if (source.from === 'fence') return source.body;
  return source.from === 'chart-view' ? source.element : source.text;
}
