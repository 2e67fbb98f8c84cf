import type { ReactNode } from 'react';
import { Empty } from 'antd';

interface EmptyStateProps {
  title: string;
  description: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex h-full min-h-[50vh] items-center justify-center p-6" data-testid="empty-state">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div className="flex flex-col gap-1">
            <h2 className="m-0 text-lg font-semibold">{title}</h2>
            <p className="m-0 opacity-70">{description}</p>
          </div>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
