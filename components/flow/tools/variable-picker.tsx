import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/common/plain/spinner';
import { useGlobalVariables } from './use-global-variables';
import { variableReference } from './variable-reference';
import '@/locales/areas/flow-tools';

interface VariablePickerProps {
  /** The parameter's label, for the button's name. */
  name: string;
  /** Receives the `${...}` reference of the variable chosen. */
  onPick: (reference: string) => void;
}

/** The stored variables, filtered by a search, each inserting its reference; loaded when opened. */
function VariableList({ onPick }: { onPick: (reference: string) => void }) {
  const { t } = useTranslation('flowTools');
  const { state } = useGlobalVariables();
  const [query, setQuery] = useState('');
  if (state.status === 'loading') return <Spinner label={t('picker.loading')} className="m-2" />;
  if (state.status === 'failed') return <p className="m-2">{t('picker.failed')}</p>;
  const needle = query.trim().toLowerCase();
  const variables = state.groups
    .flatMap((group) => group.variables)
    .filter(
      (variable) =>
        !needle || `${variable.name} ${variable.label} ${variable.key}`.toLowerCase().includes(needle),
    );
  return (
    <div className="flex flex-col gap-1">
      <input
        aria-label={t('picker.search')}
        placeholder={t('picker.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="rounded border border-black/15 bg-transparent px-2 py-1 text-xs text-inherit dark:border-white/20"
      />
      {variables.length === 0 && <p className="m-1 opacity-70">{t('picker.empty')}</p>}
      <ul className="m-0 max-h-48 list-none overflow-auto p-0">
        {variables.map((variable) => (
          <li key={variable.id}>
            <button
              type="button"
              className="w-full cursor-pointer rounded border-0 bg-transparent px-2 py-1 text-left text-xs text-inherit hover:bg-black/5 dark:hover:bg-white/10"
              onClick={() => onPick(variableReference(variable))}
            >
              <span className="font-medium">{variable.label}</span>{' '}
              <span className="font-mono opacity-60">{variableReference(variable)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small "{x}" button beside a text parameter that inserts a global variable's reference. */
export function VariablePicker({ name, onPick }: VariablePickerProps) {
  const { t } = useTranslation('flowTools');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div ref={box} className="nodrag relative">
      <button
        type="button"
        aria-label={t('picker.open', { name })}
        title={t('picker.open', { name })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="h-6 cursor-pointer rounded border border-black/15 bg-transparent px-1 font-mono text-[11px] text-inherit hover:border-[#0C75FC] dark:border-white/20"
      >
        {'{x}'}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('picker.title')}
          className="absolute right-0 top-7 z-20 w-64 rounded-md border border-black/10 bg-white p-2 shadow-lg dark:border-white/15 dark:bg-[#1f1f1f]"
        >
          <VariableList
            onPick={(reference) => {
              onPick(reference);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
