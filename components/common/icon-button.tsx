import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name; also shown as the hover hint. */
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A small square toolbar button; the label is required so no icon-only button goes unnamed. */
export function IconButton({ label, children, className = '', ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border-0 bg-transparent px-1.5 text-base text-inherit transition-colors hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10 ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
