import { negotiateLanguage } from '@/server/i18n/accept-language';

describe('negotiateLanguage', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['ZH-cn', 'zh'],
    ['zh_CN', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,zh;q=0.5,en;q=0.4', 'zh'],
    ['en;q=0.5, zh;q=0.8', 'zh'],
    ['zh ; q=0.8 , en ; q=0.7', 'zh'],
    ['en, zh', 'en'],
    ['zh, en', 'zh'],
    ['zh;q=0.5, en;q=0.5', 'zh'],
    ['en;q=0.5, zh;q=0.5', 'en'],
    ['en;q=0.500, zh;q=0.499', 'en'],
  ])('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('answers English without a header, for other languages, and when every language is refused', () => {
    for (const header of [undefined, '', 'fr', 'de-DE, ja;q=0.9', 'zh;q=0', 'zh;q=0, en;q=0', '*;q=0'])
      expect(negotiateLanguage(header)).toBe('en');
  });

  it('reads the wildcard as any language the header does not refuse', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('en;q=0, *')).toBe('zh');
    expect(negotiateLanguage('zh;q=0, *')).toBe('en');
    expect(negotiateLanguage('*;q=0.5, zh;q=0.1')).toBe('en');
    expect(negotiateLanguage('fr, *;q=0.1, zh;q=0.2')).toBe('zh');
  });

  it('lets the most specific range decide, so "zh;q=0" refuses Chinese whatever "*" says', () => {
    expect(negotiateLanguage('*, zh;q=0')).toBe('en');
    expect(negotiateLanguage('zh-CN;q=0.2, zh;q=0.9, en;q=0.5')).toBe('zh');
  });

  it('skips malformed items and keeps the others', () => {
    expect(negotiateLanguage('zh;q=2, en;q=0.3')).toBe('en');
    expect(negotiateLanguage('zh;q=abc, en;q=0.3')).toBe('en');
    expect(negotiateLanguage('zh;q=0.1234, en;q=0.3')).toBe('en');
    expect(negotiateLanguage('!!, zh;q=0.3')).toBe('zh');
    expect(negotiateLanguage(',,; ,zh')).toBe('zh');
    expect(negotiateLanguage('zh;level=1;q=0.7, en;q=0.6')).toBe('zh');
  });

  it('reads a long header in linear time', () => {
    const header = `${Array.from({ length: 5000 }, (_, i) => `x${i};q=0.1`).join(',')},zh;q=0.2`;
    const started = performance.now();
    expect(negotiateLanguage(header)).toBe('zh');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
