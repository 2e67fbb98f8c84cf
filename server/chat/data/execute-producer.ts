import type { ChartPayload } from '@/contract/chart-block';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { PromptMessage } from '../../models/chat-model';
import type { AnswerProducer } from '../chat-turn';
import { chartViewElement, rowRecords } from '../runtime/data/chart-view';
import { QueryFailure, type DataTarget } from '../runtime/data/data-target';
import { content, draftAsReasoning, reasoning, type DraftModel } from './model-draft';
import { readSqlAnswer, type SqlAnswer } from './sql-answer';

/** A query that fails is shown, then given back to the model once to correct. */
const MAX_ATTEMPTS = 2;

interface ChartOutcome {
  ok: boolean;
  /** The thoughts, a note on cut rows, and the chart-view element. */
  text: string;
  /** The database's error, for the model's second try. */
  error?: string;
}

/** Runs the answer's query and writes the model's thoughts and the chart-view with the rows or the error. */
export async function chartFor(
  target: DataTarget,
  answer: SqlAnswer,
  language: ServerLanguage,
): Promise<ChartOutcome> {
  const base = { type: answer.displayType, sql: answer.sql };
  const lines = answer.thoughts ? [answer.thoughts] : [];
  try {
    const result = await target.run(answer.sql);
    const payload: ChartPayload = { ...base, data: rowRecords(result.columns, result.rows) };
    if (result.truncated) lines.push(localized('dataChat.truncated', { rows: result.rowLimit }).in(language));
    lines.push(chartViewElement(payload));
    return { ok: true, text: lines.join('\n\n') };
  } catch (error) {
    if (!(error instanceof QueryFailure)) throw error;
    const message = error.text.in(language);
    lines.push(chartViewElement({ ...base, data: [], err_msg: message }));
    return { ok: false, text: lines.join('\n\n'), error: message };
  }
}

/**
 * `chat_with_db_execute` and `chat_excel`: the model answers DB-GPT's JSON (thoughts, sql, display_type),
 * streamed as thinking; the query runs and the answer is the thoughts and a chart-view of the rows. A query
 * the database refuses is shown with its error and sent back to the model, once; a second failure ends
 * the answer with that failed chart.
 */
export function executeProducer(draft: DraftModel, target: DataTarget, language: ServerLanguage): AnswerProducer {
  return async function* produce(messages, signal) {
    let prompt: PromptMessage[] = messages;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const gap = attempt > 1 ? '\n\n' : '';
      if (gap) yield reasoning(gap);
      const raw = yield* draftAsReasoning(draft, prompt, signal);
      const answer = readSqlAnswer(raw);
      if (!answer.sql) {
        const words = answer.direct || answer.thoughts || localized('dataChat.emptyAnswer').in(language);
        yield content(gap + words);
        return;
      }
      const outcome = await chartFor(target, answer, language);
      signal.throwIfAborted();
      yield content(gap + outcome.text);
      if (outcome.ok) return;
      prompt = [
        ...messages,
        { role: 'assistant', content: raw },
        { role: 'user', content: localized('dataChat.retry', { error: outcome.error ?? '' }).in(language) },
      ];
    }
  };
}
