import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { ReloadIcon } from '@/components/common/line-icons';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import '@/locales/areas/knowledge-retrieval';

interface GraphToolbarProps {
  limit: number;
  onLimit: (limit: number) => void;
  onReload: () => void;
  /** Zoom controls, once the graph is drawn. */
  zoom: { zoomIn: () => void; zoomOut: () => void; fit: () => void } | null;
}

const ZOOM_BUTTON = 'text-lg font-semibold leading-none';

/** The node limit (applied on Enter or when the field is left), reload, zoom in / out / fit. */
export function GraphToolbar({ limit, onLimit, onReload, zoom }: GraphToolbarProps) {
  const { t } = useTranslation('knowledgeRetrieval');
  const id = useId();
  const [typed, setTyped] = useState(String(limit));
  const apply = () => {
    const value = Number(typed);
    if (Number.isInteger(value) && value >= 1) onLimit(value);
    else setTyped(String(limit));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t('graph.limit')}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        step={1}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        className={`${INPUT_CLASS} w-24`}
      />
      <IconButton label={t('frame.reload')} onClick={onReload}>
        <ReloadIcon />
      </IconButton>
      {zoom && (
        <span className="inline-flex items-center gap-1">
          <IconButton label={t('graph.zoom_in')} onClick={zoom.zoomIn} className={ZOOM_BUTTON}>
            +
          </IconButton>
          <IconButton label={t('graph.zoom_out')} onClick={zoom.zoomOut} className={ZOOM_BUTTON}>
            −
          </IconButton>
          <IconButton label={t('graph.fit')} onClick={zoom.fit} className="text-sm">
            ⤢
          </IconButton>
        </span>
      )}
    </div>
  );
}
