import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { MessageIcon, MoreIcon } from '@/components/common/line-icons';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import { PlainMenu } from '@/components/common/plain/plain-menu';
import type { FlowPanel } from '@/contract/flow';
import { isChatReady } from './chat-ready';
import '@/locales/areas/flow';
import '@/locales/areas/flow-tools';

export type FlowCommand = 'copy' | 'export' | 'delete';

export const canvasHref = (uid?: string) =>
  uid ? `/construct/flow/canvas?id=${encodeURIComponent(uid)}` : '/construct/flow/canvas';

export const flowChatHref = (uid: string) => `/chat?scene=chat_flow&select_param=${encodeURIComponent(uid)}`;

interface FlowCardActionsProps {
  flow: FlowPanel;
  busy: boolean;
  onCommand: (flow: FlowPanel, command: FlowCommand) => void;
  onIntent: () => void;
}

/** Open (a JSON flow, in the canvas), Chat (a deployed chat flow) and a menu with Copy, Export and Delete. */
export function FlowCardActions({ flow, busy, onCommand, onIntent }: FlowCardActionsProps) {
  const { t } = useTranslation(['flow', 'flowTools']);
  const link = `${BUTTON_CLASSES.default} ${BUTTON_SIZES.small} no-underline`;
  const isJson = (flow.define_type ?? 'json') === 'json';
  return (
    <>
      {isJson && (
        <Link href={canvasHref(flow.uid)} className={link}>
          {t('actions.open')}
        </Link>
      )}
      <div className="ml-auto flex items-center gap-1">
        {isChatReady(flow) && (
          <Link
            href={flowChatHref(flow.uid)}
            className={`${BUTTON_CLASSES.primary} ${BUTTON_SIZES.small} no-underline`}
          >
            <MessageIcon />
            {t('actions.chat')}
          </Link>
        )}
        <PlainMenu<FlowCommand>
          label={t('actions.menu', { name: flow.label || flow.name })}
          disabled={busy}
          onOpen={onIntent}
          onSelect={(command) => onCommand(flow, command)}
          items={[
            { key: 'copy', label: t('actions.copy') },
            { key: 'export', label: t('flowTools:export.action') },
            { key: 'delete', label: t('actions.delete'), danger: true, separated: true },
          ]}
        >
          <MoreIcon />
        </PlainMenu>
      </div>
    </>
  );
}
