import type { Language } from '@/locales/types';

/** DB-GPT writes `2024-05-01 09:03:07` (the server's clock, no zone); read it as local time, like an ISO date. */
function parseDate(value: string): Date | null {
  const isoLike = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') : value;
  const parsed = new Date(isoLike);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const intlLocale = (language: string) => (language.startsWith('zh') ? 'zh-CN' : 'en');

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * One way to write a date per language, on every screen: "Nov 28, 2026" / "2026年11月28日". A value that is
 * not a date is returned as written; a missing one as null.
 */
export function formatDate(value: string, language: Language | string): string;
export function formatDate(value: string | null | undefined, language: Language | string): string | null;
export function formatDate(value: string | null | undefined, language: Language | string): string | null {
  if (!value) return null;
  const parsed = parseDate(value);
  return parsed ? new Intl.DateTimeFormat(intlLocale(language), DATE).format(parsed) : value;
}

/** A date with its time of day: "Nov 28, 2026, 05:44" / "2026年11月28日 05:44". */
export function formatDateTime(value: string, language: Language | string): string;
export function formatDateTime(value: string | null | undefined, language: Language | string): string | null;
export function formatDateTime(value: string | null | undefined, language: Language | string): string | null {
  if (!value) return null;
  const parsed = parseDate(value);
  return parsed ? new Intl.DateTimeFormat(intlLocale(language), DATE_TIME).format(parsed) : value;
}
