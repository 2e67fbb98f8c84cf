import type { Conversation } from '@/contract/chat';

export const DAY_GROUPS = ['today', 'yesterday', 'earlier'] as const;
export type DayGroup = (typeof DAY_GROUPS)[number];

export interface ConversationGroup {
  key: DayGroup;
  conversations: Conversation[];
}

// DB-GPT writes `YYYY-MM-DD HH:MM:SS` in the server's local time, with no zone (contract 6.0).
const ZONELESS_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A server timestamp as a Date: zoneless text is read as local time, anything else as ISO 8601. */
export function parseServerTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const match = ZONELESS_TIME.exec(value.trim());
  if (match) {
    const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
    return new Date(+year, +month - 1, +day, +hour, +minute, +second);
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** The conversation's last activity: when it was modified, else when it was created. */
export function conversationTime(conversation: Conversation): Date | undefined {
  return parseServerTime(conversation.gmt_modified) ?? parseServerTime(conversation.gmt_created);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days in local time; undated counts as earlier, a time ahead of the clock as today. */
export function dayGroupOf(conversation: Conversation, now: Date): DayGroup {
  const time = conversationTime(conversation);
  if (!time) return 'earlier';
  const today = startOfDay(now);
  if (time.getTime() >= today) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  return time.getTime() >= yesterday ? 'yesterday' : 'earlier';
}

/** The non-empty day groups in display order; each keeps the server's order (newest first). */
export function groupByDay(conversations: Conversation[], now: Date): ConversationGroup[] {
  const byGroup = new Map<DayGroup, Conversation[]>(DAY_GROUPS.map((key) => [key, []]));
  for (const conversation of conversations) byGroup.get(dayGroupOf(conversation, now))?.push(conversation);
  return DAY_GROUPS.map((key) => ({ key, conversations: byGroup.get(key) ?? [] })).filter(
    (group) => group.conversations.length > 0,
  );
}

/** What the list shows as a conversation's name: its first question, else its parameter. */
export function conversationTitle(conversation: Conversation): string {
  return (conversation.user_input || conversation.select_param || '').trim();
}
