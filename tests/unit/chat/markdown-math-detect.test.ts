import { describe, expect, it } from 'vitest';
import { mayContainMath } from '@/components/chat/markdown/use-math-plugins';

describe('mayContainMath (KaTeX loads only for answers that need it)', () => {
  it.each([
    ['inline dollars', 'Area is $\\pi r^2$.'],
    ['display dollars', '$$\nE = mc^2\n$$'],
    ['\\( \\) delimiters', 'Area is \\(\\pi r^2\\)'],
    ['\\[ \\] delimiters', '\\[\nE = mc^2\n\\]'],
  ])('sees %s', (_name, markdown) => {
    expect(mayContainMath(markdown)).toBe(true);
  });

  it.each([
    ['plain prose', 'Hello! How can I help you today?'],
    ['a lone price', 'It costs $5.'],
    ['code and tables', '```js\nconst a = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |'],
  ])('does not load math for %s', (_name, markdown) => {
    expect(mayContainMath(markdown)).toBe(false);
  });
});
