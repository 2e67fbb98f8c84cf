import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/date-format';

export const TABLE_CLASS = 'w-full min-w-[720px] border-collapse text-sm';
export const HEAD_CELL =
  'border-0 border-b border-solid border-black/10 bg-black/[0.02] px-3 py-2 text-left font-medium whitespace-nowrap dark:border-white/10 dark:bg-white/[0.04]';
export const CELL = 'border-0 border-b border-solid border-black/5 px-3 py-2 align-top dark:border-white/5';

/** Members are free text (DB-GPT's form joins tags with commas): one tag per name. */
export function MemberTags({ members }: { members: string | null | undefined }) {
  const names = (members ?? '')
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return <span className="opacity-40">–</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {names.map((name) => (
        <span key={name} className={TAG_CLASSES.default}>
          {name}
        </span>
      ))}
    </span>
  );
}

/** The server's timestamp in the language's one date format. */
export function Timestamp({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!value) return <span className="opacity-40">–</span>;
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value, i18n.language)}
    </time>
  );
}
