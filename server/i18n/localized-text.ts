import { CATALOGUES, PUNCTUATION, type MessageKey, type MessagePlaceholder } from '../locales/catalogue';
import type { ServerLanguage } from './language';

/** A text for a caller, written in their language only when the answer goes out. */
export interface LocalizedText {
  in(language: ServerLanguage): string;
}

/** What fills a placeholder: a value shown as is, or a text of its own in the same language. */
export type MessageValue = string | number | LocalizedText;

export type MessageParams<Key extends MessageKey> = {
  readonly [Name in MessagePlaceholder<Key>]: MessageValue;
};

/** No second argument for a message without placeholders; the exact placeholders for one with them. */
export type MessageArguments<Key extends MessageKey> = [MessagePlaceholder<Key>] extends [never]
  ? []
  : [params: MessageParams<Key>];

const PLACEHOLDER = /\{(\w+)\}/g;

function render(value: MessageValue, language: ServerLanguage): string {
  return typeof value === 'object' ? value.in(language) : String(value);
}

/** The message `key` of the server's locale files, with its placeholders filled. */
export function localized<Key extends MessageKey>(key: Key, ...args: MessageArguments<Key>): LocalizedText {
  return fromCatalogue(key, args[0] ?? {});
}

/** As {@link localized}, for a key and values read at run time (placeholders without a value stay as written). */
export function fromCatalogue(
  key: MessageKey,
  params: Readonly<Record<string, MessageValue>>,
): LocalizedText {
  return {
    in: (language) =>
      CATALOGUES[language][key].replace(PLACEHOLDER, (whole, name: string) =>
        Object.hasOwn(params, name) ? render(params[name] as MessageValue, language) : whole,
      ),
  };
}

/** A text that reads the same in every language: a name, a value, a provider's own words. */
export function verbatim(text: string): LocalizedText {
  return { in: () => text };
}

/** Values as a list: `a, b, c` in English, `a、b、c` in Chinese. */
export function listOf(values: readonly (string | number)[]): LocalizedText {
  return { in: (language) => values.join(PUNCTUATION[language].list) };
}

/** Texts one after another, as sentences of one message. */
export function sentences(texts: readonly LocalizedText[]): LocalizedText {
  return { in: (language) => texts.map((text) => text.in(language)).join(PUNCTUATION[language].sentences) };
}
