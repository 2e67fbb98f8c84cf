// Loaded on demand, when a feedback panel first opens: the panels are antd forms.
import type { ComponentProps } from 'react';
import { AntdTheme } from '@/components/common/antd-theme';
import { DislikePanel } from './dislike-panel';
import { RatingPanel } from './rating-panel';

export function DislikePanelIsland(props: ComponentProps<typeof DislikePanel>) {
  return (
    <AntdTheme>
      <DislikePanel {...props} />
    </AntdTheme>
  );
}

export function RatingPanelIsland(props: ComponentProps<typeof RatingPanel>) {
  return (
    <AntdTheme>
      <RatingPanel {...props} />
    </AntdTheme>
  );
}
