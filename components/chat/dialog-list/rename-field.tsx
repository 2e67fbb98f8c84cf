import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CONVERSATION_TITLE } from '@/contract/constants/chat';
import '@/locales/areas/chat';

interface RenameFieldProps {
  title: string;
  /** Resolves once the server has answered; true ends the editing. */
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The conversation's title as a text field: Enter (or leaving the field) saves, Escape cancels; an
 * unchanged or empty title saves nothing.
 */
export function RenameField({ title, onSave, onCancel }: RenameFieldProps) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Enter's save is followed by the blur of the field leaving; one save is enough.
  const settled = useRef(false);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const save = async () => {
    if (settled.current || saving) return;
    const next = value.trim();
    if (!next || next === title) {
      settled.current = true;
      onCancel();
      return;
    }
    setSaving(true);
    const done = await onSave(next);
    setSaving(false);
    if (done) settled.current = true;
    else inputRef.current?.focus();
  };

  return (
    <input
      ref={inputRef}
      value={value}
      maxLength={MAX_CONVERSATION_TITLE}
      aria-label={t('dialogs.rename_field')}
      aria-busy={saving}
      readOnly={saving}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          settled.current = true;
          onCancel();
        }
      }}
      className="h-8 min-w-0 flex-1 rounded-md border border-[#0C75FC] bg-white px-2 text-sm text-inherit outline-none dark:bg-transparent"
    />
  );
}
