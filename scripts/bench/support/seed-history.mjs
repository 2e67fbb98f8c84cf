// A long stored conversation, seeded through the product's own chat API against the fake model.
import { askOnce, newConversation } from './chat-product.mjs';

const QUESTION_PREFIX = 'Question ';

/** The marker that ends the answer of a round; the render benchmark waits for the last one. */
export const answerEndMarker = (round) => `End of answer ${round}.`;

/** A typical short markdown answer: a list, inline code, prose; a highlighted code block every 10th round. */
export function seedAnswer(round) {
  const lines = [
    `**Round ${round}.** Here is a short answer with a few points:`,
    '',
    `- the first point, about item ${round}`,
    `- the second point, with \`value_${round}\` in code`,
    '- the third point, a little longer than the others so that it wraps on a narrow screen',
    '',
    'A closing paragraph of ordinary prose that runs onto a second line on a desktop screen, as answers do.',
  ];
  if (round % 10 === 0) {
    lines.push('', '```js', `const round = ${round};`, 'console.log(`round ${round}`);', '```');
  }
  lines.push('', answerEndMarker(round));
  return lines.join('\n');
}

/** For the fake's `replyFor`: answers "Question N: …" with `seedAnswer(N)`. */
export function seedReplyFor(body) {
  const last = [...body.messages].reverse().find((message) => message.role === 'user');
  const text = typeof last?.content === 'string' ? last.content : '';
  const round = Number(/Question (\d+)/.exec(text)?.[1]);
  return Number.isFinite(round) ? { text: seedAnswer(round) } : undefined;
}

/** Seeds `rounds` rounds into a new conversation, one completion after the other; resolves to its conv_uid. */
export async function seedConversation(baseUrl, rounds) {
  const convUid = await newConversation(baseUrl);
  for (let round = 1; round <= rounds; round += 1) {
    await askOnce(baseUrl, convUid, `${QUESTION_PREFIX}${round}: how does part ${round} of the system work?`);
  }
  return convUid;
}
