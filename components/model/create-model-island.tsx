import { AntdTheme } from '@/components/common/antd-theme';
import { CreateModelDialog, type CreateModelDialogProps } from './create-model-dialog';

/** The create dialog with antd's theme: loaded the first time the user asks to create a model. */
export default function CreateModelIsland(props: CreateModelDialogProps) {
  return (
    <AntdTheme>
      <CreateModelDialog {...props} />
    </AntdTheme>
  );
}
