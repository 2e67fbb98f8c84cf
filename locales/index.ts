import { en } from './en';
import { zh } from './zh';
import type { Language } from './types';

export const resources = { en, zh } as const satisfies Record<Language, unknown>;
export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];
export type Namespace = keyof typeof en;
export { LANGUAGES, isLanguage, type Language, type Messages } from './types';
