import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, SaveIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { DebugRunButton } from './debug/debug-run-button';
import '@/locales/areas/flow';

interface CanvasToolbarProps {
  title: string;
  dirty: boolean;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onFitView: () => void;
  onAutoLayout: () => void;
  /** Export, import, templates, variables and versions, grouped in one menu. */
  tools: ReactNode;
  onSave: () => void;
  onDebug: () => void;
}

/** Back to the list, the flow's title, and undo, redo, fit view, the flow tools and save. */
export function CanvasToolbar(props: CanvasToolbarProps) {
  const { t } = useTranslation('flow');
  const { readOnly } = props;
  return (
    <header className="flex flex-col gap-1 border-b border-black/10 px-3 py-2 dark:border-white/10">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href="/construct/flow"
          aria-label={t('canvas.back')}
          title={t('canvas.back')}
          className="flex text-lg text-inherit"
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className="m-0 min-w-0 flex-1 truncate text-base font-semibold">{props.title}</h1>
        {props.dirty && (
          <span className="text-xs text-[#d48806]" data-testid="unsaved">
            {t('canvas.unsaved')}
          </span>
        )}
        {!readOnly && (
          <span className="hidden gap-1 md:flex">
            <PlainButton size="small" disabled={!props.canUndo} onClick={props.onUndo}>
              {t('canvas.undo')}
            </PlainButton>
            <PlainButton size="small" disabled={!props.canRedo} onClick={props.onRedo}>
              {t('canvas.redo')}
            </PlainButton>
          </span>
        )}
        <PlainButton size="small" onClick={props.onFitView}>
          {t('canvas.fit_view')}
        </PlainButton>
        {!readOnly && (
          <PlainButton size="small" onClick={props.onAutoLayout}>
            {t('canvas.auto_layout')}
          </PlainButton>
        )}
        <DebugRunButton onClick={props.onDebug} />
        {props.tools}
        {!readOnly && (
          <span className="hidden md:flex">
            <PlainButton size="small" variant="primary" icon={<SaveIcon />} onClick={props.onSave}>
              {t('canvas.save')}
            </PlainButton>
          </span>
        )}
      </div>
      {readOnly ? (
        <p className="m-0 text-xs opacity-70">{t('canvas.read_only')}</p>
      ) : (
        <p className="m-0 text-xs opacity-70 md:hidden">{t('canvas.phone_view')}</p>
      )}
    </header>
  );
}
