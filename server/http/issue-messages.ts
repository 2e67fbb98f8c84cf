import type { MessageKey, MessagePlaceholder } from '../locales/catalogue';
import {
  fromCatalogue,
  listOf,
  verbatim,
  type LocalizedText,
  type MessageValue,
} from '../i18n/localized-text';

// zod keeps an issue's message as text; this marks a text that names a server message instead.
const MARK = '\u0000server-message:';

/** What a placeholder of a zod message holds: it travels as JSON. A list is shown as one. */
type IssueValue = string | number | readonly string[];

type IssueArguments<Key extends MessageKey> = [MessagePlaceholder<Key>] extends [never]
  ? []
  : [params: { readonly [Name in MessagePlaceholder<Key>]: IssueValue }];

interface MarkedMessage {
  key: MessageKey;
  params: Record<string, IssueValue>;
}

/**
 * A message for a zod schema (`.min(1, issueMessage('validation.required'))`): `validate()` answers it
 * as the server's message `key`, in the caller's language.
 */
export function issueMessage<Key extends MessageKey>(key: Key, ...args: IssueArguments<Key>): string {
  const marked: MarkedMessage = { key, params: args[0] ?? {} };
  return `${MARK}${JSON.stringify(marked)}`;
}

/** The text of an issue's message: the server message it names, or its own words (a schema's plain text). */
export function readIssueMessage(message: string): LocalizedText {
  if (!message.startsWith(MARK)) return verbatim(message);
  const { key, params } = JSON.parse(message.slice(MARK.length)) as MarkedMessage;
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === 'object' ? listOf(value) : value;
  return fromCatalogue(key, values);
}
