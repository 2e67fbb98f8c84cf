import type { Statement } from '../storage/db';

/** A recommended question of an app as create and edit give it; `valid` is the enabled flag. */
export interface AppQuestionInput {
  question: string;
  params: Record<string, unknown>;
  valid: boolean;
}

/** Statements that replace an app's recommended questions (run in the app's own write batch). */
export function replaceQuestionsStatements(
  appCode: string,
  chatMode: string,
  questions: readonly AppQuestionInput[],
  userCode: string,
  now: string,
): Statement[] {
  return [
    { sql: 'DELETE FROM recommend_question WHERE app_code = ?', params: [appCode] },
    ...questions.map((item) => ({
      sql: `INSERT INTO recommend_question
              (app_code, question, user_code, sys_code, params, valid, chat_mode, is_hot_question, created_at, updated_at)
            VALUES (?, ?, ?, NULL, ?, ?, ?, 'false', ?, ?)`,
      params: [
        appCode,
        item.question,
        userCode,
        JSON.stringify(item.params),
        String(item.valid),
        chatMode,
        now,
        now,
      ],
    })),
  ];
}
