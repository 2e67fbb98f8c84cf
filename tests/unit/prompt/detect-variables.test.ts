import { detectVariables } from '@/components/prompt/editor/detect-variables';

describe('detectVariables', () => {
  it('finds {name} placeholders in order of first appearance', () => {
    expect(detectVariables('Translate {text} into {language} for {audience}.')).toEqual([
      'text',
      'language',
      'audience',
    ]);
  });

  it('lists a variable used twice once, where it first appears', () => {
    expect(detectVariables('{b} then {a}, and {b} again')).toEqual(['b', 'a']);
  });

  it('treats {{escaped}} braces as text', () => {
    expect(detectVariables('Answer as {{"key": "value"}} for {question}; literal {{name}}')).toEqual([
      'question',
    ]);
  });

  it('ignores braces that hold no name, such as JSON examples', () => {
    expect(detectVariables('Reply with {"thoughts": "..."} or { spaced } or {}')).toEqual([]);
  });

  it('accepts names with digits, underscores and Chinese letters', () => {
    expect(detectVariables('{user_1} 问 {问题}')).toEqual(['user_1', '问题']);
  });

  it('finds nothing in an empty template', () => {
    expect(detectVariables('')).toEqual([]);
  });
});
