import { useRef } from 'react';
import { SearchIcon } from '../line-icons';
import { CloseIcon } from '../shell-icons';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** The name of the button that empties the field. */
  clearLabel: string;
  className?: string;
}

/** A text field with a search icon and a clear button (Escape clears too), styled like antd's Input. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  className = '',
}: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div
      className={`flex h-8 w-full items-center gap-1 rounded border border-solid border-[#d9d9d9] bg-white px-[11px] transition-colors hover:border-[#3d91fd] focus-within:border-[#0C75FC] focus-within:shadow-[0_0_0_2px_rgba(12,117,252,0.1)] dark:border-[#424242] dark:bg-[#141414] ${className}`}
    >
      <SearchIcon className="opacity-50" />
      <input
        ref={input}
        type="text"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="h-full min-w-0 flex-1 border-0 bg-transparent p-0 text-sm text-inherit outline-none placeholder:text-black/25 dark:placeholder:text-white/25"
      />
      {value && (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          onClick={clear}
          className="inline-flex cursor-pointer items-center rounded-full border-0 bg-transparent p-0.5 text-xs text-inherit opacity-40 hover:opacity-70 focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
