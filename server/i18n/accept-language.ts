import { DEFAULT_LANGUAGE, SERVER_LANGUAGES, type ServerLanguage } from './language';

interface LanguageRange {
  /** Lowercase, `-` between subtags (`zh_CN` is read as `zh-cn`), or `*`. */
  tag: string;
  quality: number;
  position: number;
}

const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** One `range;q=…` item, or null when it is malformed (such an item is skipped, the others still count). */
function parseRange(item: string, position: number): LanguageRange | null {
  const [rangeText = '', ...params] = item.split(';');
  const tag = rangeText.trim().toLowerCase().replaceAll('_', '-');
  if (!RANGE.test(tag)) return null;
  let quality = 1;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!QUALITY.test(value)) return null;
    quality = Number(value);
  }
  return { tag, quality, position };
}

/** How closely a range names a language: 2 exactly, 1 by its primary subtag (zh-CN → zh), 0 by `*`. */
function specificity(tag: string, language: ServerLanguage): number {
  if (tag === language) return 2;
  if (tag.split('-', 1)[0] === language) return 1;
  return tag === '*' ? 0 : -1;
}

/** The range that decides how much the caller wants `language`: the most specific, then the highest q. */
function decidingRange(ranges: readonly LanguageRange[], language: ServerLanguage): LanguageRange | null {
  let best: { range: LanguageRange; specificity: number } | null = null;
  for (const range of ranges) {
    const score = specificity(range.tag, language);
    if (score < 0) continue;
    if (
      best === null ||
      score > best.specificity ||
      (score === best.specificity && range.quality > best.range.quality)
    )
      best = { range, specificity: score };
  }
  return best?.range ?? null;
}

/**
 * The language to answer in, read from an `Accept-Language` header (RFC 9110, 12.5.4): of the languages
 * the server writes, the one the caller weighs highest (q-values; on a tie, the one named first). Any `zh`
 * range (zh, zh-CN, zh-Hans, zh-TW…) means Chinese: the server's Chinese is Simplified, still far closer
 * to those readers than English. Anything else, no header, or a header refusing everything: English.
 */
export function negotiateLanguage(header: string | undefined): ServerLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .map((item, position) => parseRange(item, position))
    .filter((range): range is LanguageRange => range !== null);
  let chosen: { language: ServerLanguage; range: LanguageRange } | null = null;
  for (const language of SERVER_LANGUAGES) {
    const range = decidingRange(ranges, language);
    if (range === null || range.quality === 0) continue;
    if (
      chosen === null ||
      range.quality > chosen.range.quality ||
      (range.quality === chosen.range.quality && range.position < chosen.range.position)
    )
      chosen = { language, range };
  }
  return chosen?.language ?? DEFAULT_LANGUAGE;
}
