import { useId } from 'react';

interface SegmentedProps<V extends string> {
  /** The group's name for assistive technology. */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}

/**
 * One choice out of a few, side by side (antd's Segmented look), built from native radio buttons so the
 * arrow keys move between the choices.
 */
export function Segmented<V extends string>({ label, value, onChange, options }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex gap-0.5 rounded bg-black/[0.04] p-0.5 dark:bg-white/[0.08]"
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={`cursor-pointer rounded-[3px] px-[11px] text-sm leading-7 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[#0C75FC] ${
              checked
                ? 'bg-white text-black/88 shadow-[0_1px_2px_rgba(0,0,0,0.03),0_1px_6px_-1px_rgba(0,0,0,0.02),0_2px_4px_rgba(0,0,0,0.02)] dark:bg-[#1f1f1f] dark:text-white/85'
                : 'text-black/65 hover:bg-black/[0.06] hover:text-black/88 dark:text-white/65 dark:hover:bg-white/[0.12] dark:hover:text-white/85'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
