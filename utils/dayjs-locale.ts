import type { Language } from '@/locales/types';
import { dayjsLocaleOf } from './language';

/**
 * Moves dayjs to the language's locale (zh → zh-cn). dayjs and its Chinese locale are loaded on
 * demand, so pages that show no dates don't carry them; pages that do share the same dayjs instance.
 */
export async function applyDayjsLocale(language: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/zh-cn')]);
  dayjs.locale(dayjsLocaleOf(language));
}
