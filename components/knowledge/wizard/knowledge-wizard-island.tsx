import { AntdTheme } from '@/components/common/antd-theme';
import { KnowledgeWizard, type KnowledgeWizardProps } from './knowledge-wizard';

/** The wizard with antd's theme: loaded the first time the user creates a space or adds documents. */
export default function KnowledgeWizardIsland(props: KnowledgeWizardProps) {
  return (
    <AntdTheme>
      <KnowledgeWizard {...props} />
    </AntdTheme>
  );
}
