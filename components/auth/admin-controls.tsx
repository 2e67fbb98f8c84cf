import type { ReactNode } from 'react';
import { useAdminRole } from './use-is-admin';

/**
 * Controls only administrators see. While the role is not known yet they keep their place, hidden and
 * inert, so that they appear without moving the page (most people who load a page here are allowed them:
 * without sign-in the role comes from a list the page asks for, with sign-in it is known at once).
 */
export function AdminControls({ children }: { children: ReactNode }) {
  const role = useAdminRole();
  if (role === 'user') return null;
  if (role === 'admin') return <>{children}</>;
  return (
    <div className="invisible contents" aria-hidden="true" inert data-testid="admin-controls-pending">
      {children}
    </div>
  );
}
