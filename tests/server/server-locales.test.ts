import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { listOf, localized, sentences, verbatim } from '@/server/i18n/localized-text';
import { en } from '@/server/locales/en';
import { zh } from '@/server/locales/zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

async function serverSources(dir = path.resolve('server')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' ? [] : serverSources(full);
      return entry.name.endsWith('.ts') ? readFile(full, 'utf8').then((text) => [text]) : [];
    }),
  );
  return nested.flat();
}

describe("the server's locale files", () => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.entries(en).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(zh[key as keyof typeof en]).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty texts, and Chinese that is not English left over', () => {
    const texts = [...Object.values(en), ...Object.values(zh)];
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    const untranslated = Object.entries(zh).filter(
      ([key, text]) => text === en[key as keyof typeof en] && /[a-z]{4,}/i.test(text.replace(/\{\w+\}/g, '')),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('hold only messages the server uses', async () => {
    const sources = (await serverSources()).join('\n');
    expect(Object.keys(en).filter((key) => !sources.includes(`'${key}'`))).toEqual([]);
  });
});

describe('localized texts', () => {
  it('fill placeholders in the language asked, nested texts included', () => {
    const text = localized('prompt.duplicate', {
      name: 'Greeting',
      language: localized('common.none'),
      model: 'gpt',
    });
    expect(text.in('en')).toBe(
      'You already have a prompt named "Greeting" for language (none) and model gpt; choose another name, language or model',
    );
    expect(text.in('zh')).toBe(
      '你已有名为“Greeting”的提示词（语言：无，模型：gpt），请换一个名称、语言或模型',
    );
  });

  it('join lists and sentences the way each language does', () => {
    expect(listOf(['a', 'b', 3]).in('en')).toBe('a, b, 3');
    expect(listOf(['a', 'b', 3]).in('zh')).toBe('a、b、3');
    const both = sentences([localized('files.empty'), verbatim('x')]);
    expect(both.in('en')).toBe('The file is empty x');
    expect(both.in('zh')).toBe('文件是空的x');
  });

  it('leave a value that looks like a placeholder as it is', () => {
    expect(localized('files.notFileUri', { uri: '{id}' }).in('zh')).toBe('不是文件 URI：{id}');
  });
});
