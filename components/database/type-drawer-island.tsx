import { AntdTheme } from '@/components/common/antd-theme';
import { TypeDrawer, type TypeDrawerProps } from './type-drawer';

/** A type's drawer with antd's theme: loaded the first time the user opens a type. */
export default function TypeDrawerIsland(props: TypeDrawerProps) {
  return (
    <AntdTheme>
      <TypeDrawer {...props} />
    </AntdTheme>
  );
}
