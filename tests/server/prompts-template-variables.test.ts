import { fillTemplate, findTemplateVariables } from '@/contract/prompt';
import { debugTextFrame } from '@/server/prompts/debug-frames';

describe('template variables (shared by the editor and the server)', () => {
  it('finds each {variable} once, in order, including non-Latin names', () => {
    expect(findTemplateVariables('Hi {name}, {name} from {城市} and {_x1}')).toEqual(['name', '城市', '_x1']);
  });

  it('ignores escaped braces, JSON examples and unclosed braces', () => {
    expect(findTemplateVariables('{{literal}} {"a": 1} { spaced } {1abc} {open')).toEqual([]);
    expect(findTemplateVariables('{{{wrapped}}}')).toEqual(['wrapped']);
  });

  it('fills known variables, unescapes doubled braces and leaves unknown ones', () => {
    expect(fillTemplate('{a} {{b}} {c} {"k": 1}', { a: 'A' })).toBe('A {b} {c} {"k": 1}');
    expect(fillTemplate('{a}', { a: '{b}' })).toBe('{b}');
  });
});

describe('template test frames', () => {
  it('escape newlines and keep a leading space through an SSE reader', () => {
    expect(debugTextFrame('a\nb\r\nc')).toBe('data:a\\nb\\nc\n\n');
    expect(debugTextFrame(' indented')).toBe('data:  indented\n\n');
  });
});
