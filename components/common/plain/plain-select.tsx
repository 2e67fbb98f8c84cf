import type { Ref, SelectHTMLAttributes } from 'react';
import { CaretDownIcon } from '../line-icons';
import { SELECT_CLASS } from './control-classes';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown on hover (a longer description). */
  title?: string;
}

interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** The first, empty choice (what is shown while nothing is chosen); omit when a value is required. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own select in antd's look: keyboard type-ahead, and the system picker on phones.
 * A value the options do not hold yet (a stored choice while the list loads) is kept as its own option.
 */
export function PlainSelect({ options, placeholder, value, className = '', ...rest }: PlainSelectProps) {
  const current = typeof value === 'string' ? value : '';
  const missing = current !== '' && !options.some((option) => option.value === current);
  return (
    <span className={`relative block ${className}`}>
      <select value={current} className={SELECT_CLASS} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {missing && <option value={current}>{current}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.title}>
            {option.label}
          </option>
        ))}
      </select>
      <CaretDownIcon className="pointer-events-none absolute top-1/2 right-[11px] -translate-y-1/2 text-xs opacity-40" />
    </span>
  );
}
