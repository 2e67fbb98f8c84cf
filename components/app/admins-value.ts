import type { AppAdminsResponse } from '@/contract/app';

/**
 * The admins column as a list. The server returns it raw (contract 1.10): a JSON array, its text, a comma
 * list or nothing.
 */
export function adminsOf(raw: AppAdminsResponse | undefined): string[] {
  if (Array.isArray(raw)) return raw.filter((item) => item.trim() !== '');
  if (typeof raw !== 'string' || !raw.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String).filter((item) => item.trim() !== '');
  } catch {
    // Not JSON: a comma list.
  }
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
