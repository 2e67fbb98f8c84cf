import type { ServerLanguage } from '../i18n/language';
import { en, type MessageKey, type ServerMessages } from './en';
import { zh } from './zh';

export type { MessageKey, ServerMessages };

/** The `{name}` placeholders of a message text. */
export type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

export type MessagePlaceholder<Key extends MessageKey> = PlaceholdersOf<(typeof en)[Key]>;

export const CATALOGUES: Readonly<Record<ServerLanguage, ServerMessages>> = { en, zh };

/** How a language joins a list of values, and sentences one after another. */
export const PUNCTUATION: Readonly<Record<ServerLanguage, { list: string; sentences: string }>> = {
  en: { list: ', ', sentences: ' ' },
  zh: { list: '、', sentences: '' },
};
