import { useCallback, useEffect, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFlowTemplates } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import { RetryPanel } from '@/components/common/retry-panel';
import { succeeded } from '@/components/database/request-failure';
import type { FlowPanel } from '@/contract/flow';
import { nodeCount } from './flow-draft';
import '@/locales/areas/flow-tools';

type Templates = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: FlowPanel[] };

const PAGE_SIZE = 100;

/** The server's flow templates (contract 3.9, in the caller's language) as cards; choosing one opens it. */
export default function TemplateGallery({
  onChoose,
  onClose,
}: {
  onChoose: (flow: FlowPanel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('flowTools');
  const [templates, setTemplates] = useState<Templates>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void apiInterceptors(getFlowTemplates({ page_size: PAGE_SIZE }), '*').then((result) => {
      if (!live) return;
      if (!succeeded(result)) return setTemplates({ status: 'failed' });
      setTemplates({ status: 'ready', items: result[1]?.items ?? [] });
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setTemplates({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return (
    <Modal open title={t('templates.title')} footer={null} onCancel={onClose} width={880} destroyOnHidden>
      {templates.status === 'loading' && (
        <Spinner label={t('templates.loading')} className="m-auto block py-8" />
      )}
      {templates.status === 'failed' && <RetryPanel title={t('templates.failed')} onRetry={retry} />}
      {templates.status === 'ready' && templates.items.length === 0 && (
        <p className="py-6 text-center opacity-70">{t('templates.empty')}</p>
      )}
      {templates.status === 'ready' && templates.items.length > 0 && (
        <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2" data-testid="flow-templates">
          {templates.items.map((template, index) => (
            <li
              key={template.uid || `${template.name}-${index}`}
              aria-label={template.label || template.name}
              className="flex flex-col gap-2 rounded-lg border border-black/10 p-3 dark:border-white/10"
            >
              <strong className="text-sm">{template.label || template.name}</strong>
              <p className="m-0 flex-1 text-xs opacity-75">{template.description}</p>
              <div className="flex items-center justify-between gap-2 text-xs">
                <span className="opacity-70">{t('nodes', { count: nodeCount(template) })}</span>
                <PlainButton size="small" variant="primary" onClick={() => onChoose(template)}>
                  {t('templates.use')}
                </PlainButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
