import { useEffect, type ReactNode } from 'react';
import { CaretRightIcon } from '@/components/common/line-icons';
import type { ModeParams } from './use-mode-params';

/** The scene's parameter (contract S.2) as the input holds it: '' while none is chosen. */
export interface SceneParamChoice {
  value: string;
  onChange: (value: string) => void;
}

export interface ParamSelectTexts {
  label: string;
  loading: string;
  loadFailed: string;
  none: string;
}

interface ParamSelectProps extends SceneParamChoice {
  params: ModeParams;
  icon: ReactNode;
  texts: ParamSelectTexts;
  testId: string;
  disabled?: boolean;
}

/**
 * A scene parameter picker: a native select (nothing to load) lies transparent over the name it shows;
 * with nothing chosen yet the first option is taken, as DB-GPT's input does.
 */
export function ParamSelect({ value, onChange, params, icon, texts, testId, disabled }: ParamSelectProps) {
  const names = params.status === 'ready' ? params.options.map((option) => option.param) : [];
  const first = names[0];

  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  let label = value;
  if (!label)
    label =
      params.status === 'loading' ? texts.loading : params.status === 'error' ? texts.loadFailed : texts.none;
  const unavailable = disabled || names.length === 0;
  return (
    <span
      className={`relative inline-flex h-8 min-w-0 max-w-full items-center gap-1.5 rounded px-2 text-sm transition-colors focus-within:outline-2 focus-within:outline-[#0C75FC] sm:max-w-56 ${
        unavailable ? 'opacity-70' : 'hover:bg-black/5 dark:hover:bg-white/10'
      }`}
      data-testid={testId}
    >
      <span className="inline-flex shrink-0 opacity-80">{icon}</span>
      <span className={`truncate ${value ? '' : 'opacity-70'}`} aria-hidden>
        {label}
      </span>
      <CaretRightIcon className="rotate-90 text-xs opacity-70" />
      <select
        aria-label={texts.label}
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
