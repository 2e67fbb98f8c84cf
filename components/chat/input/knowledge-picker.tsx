import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon, ReadIcon } from '@/components/common/line-icons';
import { useKnowledgeSpaces } from './use-knowledge-spaces';
import '@/locales/areas/chat';

export interface KnowledgeChoice {
  /** The chosen space's name, sent as `select_param` (contract S.2); '' while none is chosen. */
  value: string;
  onChange: (space: string) => void;
}

/**
 * The knowledge space a `chat_knowledge` question is answered from. A native select (nothing to load)
 * lies transparent over the name it shows; with nothing chosen yet the first space is taken.
 */
export function KnowledgePicker({ value, onChange, disabled }: KnowledgeChoice & { disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const spaces = useKnowledgeSpaces();
  const names = spaces.status === 'ready' ? spaces.names : [];
  const first = names[0];

  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  let label = value;
  if (!label)
    label =
      spaces.status === 'loading'
        ? t('knowledge.loading')
        : spaces.status === 'error'
          ? t('knowledge.load_failed')
          : t('knowledge.none');
  const unavailable = disabled || names.length === 0;
  return (
    <span
      className={`relative inline-flex h-8 min-w-0 max-w-full items-center gap-1.5 rounded px-2 text-sm transition-colors focus-within:outline-2 focus-within:outline-[#0C75FC] sm:max-w-56 ${
        unavailable ? 'opacity-70' : 'hover:bg-black/5 dark:hover:bg-white/10'
      }`}
      data-testid="knowledge-picker"
    >
      <ReadIcon className="shrink-0 opacity-80" />
      <span className={`truncate ${value ? '' : 'opacity-70'}`} aria-hidden>
        {label}
      </span>
      <CaretRightIcon className="rotate-90 text-xs opacity-70" />
      <select
        aria-label={t('knowledge.label')}
        value={value}
        disabled={unavailable}
        onChange={(event) => onChange(event.target.value)}
        className={`absolute inset-0 h-full w-full appearance-none bg-white text-black opacity-0 dark:bg-[#2a2f3d] dark:text-white ${
          unavailable ? 'cursor-not-allowed' : 'cursor-pointer'
        }`}
      >
        {!names.includes(value) && <option value={value}>{label}</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
