import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamModeValue } from '@/contract/app';
import '@/locales/areas/app';

export const TEAM_MODES: readonly TeamModeValue[] = [
  'native_app',
  'single_agent',
  'auto_plan',
  'awel_layout',
];

interface TeamModePickerProps {
  value?: TeamModeValue;
  onChange?: (value: TeamModeValue) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** The four work modes as radio cards, each with what it does; arrow keys move between them. */
export function TeamModePicker({ value, onChange, id, ...rest }: TeamModePickerProps) {
  const { t } = useTranslation('app');
  const name = useId();
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={t('create.mode_label')}
      aria-invalid={rest['aria-invalid']}
      className="grid grid-cols-1 gap-2 sm:grid-cols-2"
    >
      {TEAM_MODES.map((mode) => {
        const checked = value === mode;
        return (
          <label
            key={mode}
            className={`flex cursor-pointer flex-col gap-1 rounded-lg border border-solid p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[#0C75FC] ${
              checked
                ? 'border-[#0C75FC] bg-[#0C75FC]/5'
                : 'border-black/10 hover:border-[#0C75FC]/50 dark:border-white/15'
            }`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={name}
                value={mode}
                checked={checked}
                onChange={() => onChange?.(mode)}
                aria-labelledby={`${name}-${mode}`}
                aria-describedby={`${name}-${mode}-explained`}
                className="accent-[#0C75FC]"
              />
              <span id={`${name}-${mode}`}>{t(`team_modes.${mode}`)}</span>
            </span>
            <span id={`${name}-${mode}-explained`} className="text-xs opacity-70">
              {t(`team_mode_explained.${mode}`)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
