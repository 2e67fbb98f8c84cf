import { lazyOnDemand } from '@/components/common/on-demand';

/** The create / add-documents wizard (antd): its code loads when the user first reaches for it. */
export const KnowledgeWizard = lazyOnDemand(() => import('./knowledge-wizard-island'));
