import Link from 'next/link';
import type { ReactNode } from 'react';
import { BUTTON_CLASSES, BUTTON_SIZES, type ButtonVariant } from '@/components/common/plain/control-classes';

interface LinkButtonProps {
  href: string;
  children: ReactNode;
  /** A fuller name for assistive technology, e.g. "Chat with product_docs". */
  label?: string;
  variant?: ButtonVariant;
  size?: keyof typeof BUTTON_SIZES;
  icon?: ReactNode;
}

/** A link drawn as a button (antd look, no antd): where the action is going somewhere. */
export function LinkButton({
  href,
  children,
  label,
  variant = 'default',
  size = 'middle',
  icon,
}: LinkButtonProps) {
  return (
    <Link
      href={href}
      aria-label={label}
      className={`${BUTTON_CLASSES[variant]} ${BUTTON_SIZES[size]} no-underline`}
    >
      {icon}
      {children}
    </Link>
  );
}
