import { resources } from '@/locales';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const en = leaves(resources.en as unknown as Tree);
const zh = leaves(resources.zh as unknown as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('locale trees', () => {
  it('have the same keys in English and Chinese', () => {
    expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
  });

  it('call a chunk one thing in Chinese (切片, as DB-GPT does), never 分片', () => {
    expect([...zh].filter(([, text]) => text.includes('分片')).map(([key]) => key)).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...en, ...zh].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('use the same interpolation variables and tags in both languages', () => {
    const mismatched = [...en].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(zh.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
