import type { ReactNode } from 'react';
import { InboxIcon } from './shell-icons';

interface EmptyStateProps {
  title: string;
  description: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div
      className="flex h-full min-h-[50vh] flex-col items-center justify-center gap-2 p-6 text-center"
      data-testid="empty-state"
    >
      <InboxIcon className="text-5xl opacity-30" />
      <h2 className="m-0 text-lg font-semibold">{title}</h2>
      <p className="m-0 max-w-md opacity-70">{description}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
