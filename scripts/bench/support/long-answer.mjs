// A long markdown answer cut into tokens (one short word, or one markdown mark, each), for the
// streaming benchmark: sections of exactly 100 tokens, a paragraph then a list, a code block every 10th.

const WORDS = [
  'the',
  'model',
  'answers',
  'with',
  'short',
  'words',
  'and',
  'longer',
  'explanations',
  'about',
  'tables',
  'queries',
  'results',
  'which',
  'are',
  'read',
  'by',
  'people',
  'on',
  'screens',
];

/** The first token of every long answer: the page watches for it to see the first token arrive. */
export const FIRST_TOKEN = 'Beginning ';

function words(count, offset) {
  return Array.from({ length: count }, (_, index) => `${WORDS[(offset + index) % WORDS.length]} `);
}

/** 30 tokens: a fenced block of seven short lines. */
function codeBlock(section) {
  const lines = Array.from({ length: 7 }, (_, line) => ['const ', `v${line} `, '= ', `${section + line};\n`]);
  return ['```ts\n', ...lines.flat(), '```\n'];
}

/** 30 tokens: three list items of eight words. */
function list(section) {
  const items = [0, 1, 2].map((item) => ['- ', ...words(8, section + item), '\n']);
  return items.flat();
}

function section(index) {
  const paragraph = [...words(68, index), '\n\n'];
  const block = index % 10 === 9 ? codeBlock(index) : list(index);
  return [...paragraph, ...block, '\n'];
}

/** Exactly `count` tokens (rounded up to whole sections of 100), starting with `FIRST_TOKEN`. */
export function longAnswerTokens(count) {
  const tokens = [];
  for (let index = 0; tokens.length < count; index += 1) tokens.push(...section(index));
  tokens[0] = FIRST_TOKEN;
  return tokens;
}

/** Groups tokens into chunks of `size`: fewer, longer timer waits keep the fake's pace close to the aim. */
export function chunked(tokens, size) {
  const chunks = [];
  for (let index = 0; index < tokens.length; index += size)
    chunks.push(tokens.slice(index, index + size).join(''));
  return chunks;
}
