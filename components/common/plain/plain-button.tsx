import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { BUTTON_CLASSES, BUTTON_SIZES, type ButtonVariant } from './control-classes';
import { Spinner } from './spinner';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof BUTTON_SIZES;
  /** Shown before the text; replaced by a spinner while `loading`. */
  icon?: ReactNode;
  /** Busy: a spinner, and clicks are ignored (the button keeps its focus). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that looks like antd's, for screens that paint without antd. */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading = false,
  className = '',
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      type="button"
      aria-busy={loading || undefined}
      className={`${BUTTON_CLASSES[variant]} ${BUTTON_SIZES[size]} ${loading ? 'opacity-70' : ''} ${className}`}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner className="" /> : icon}
      {children}
    </button>
  );
}
