import { useState } from 'react';
import { Checkbox, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import { ImageIcon } from '@/components/construct/area-card';
import type { TypeEntry } from './type-catalogue';
import '@/locales/areas/database';

export interface TypePickerProps {
  open: boolean;
  /** The types the server describes, so a data source of them can be added. */
  entries: readonly TypeEntry[];
  describe: (entry: TypeEntry) => string;
  onPick: (entry: TypeEntry) => void;
  onClose: () => void;
}

/**
 * "Add data source": which type. The types this server connects to, and behind a checkbox those it only
 * describes (a data source of them can be saved, not used).
 */
function TypePicker({ open, entries, describe, onPick, onClose }: TypePickerProps) {
  const { t } = useTranslation('database');
  const [withoutConnector, setWithoutConnector] = useState(false);
  const creatable = entries.filter((entry) => entry.creatable);
  const unconnectable = creatable.filter((entry) => !entry.hasConnector).length;
  const shown = creatable.filter((entry) => entry.hasConnector || withoutConnector);
  return (
    <Modal open={open} title={t('picker.title')} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <div className="flex flex-col gap-3" data-testid="type-picker">
        <ul
          className="m-0 grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2"
          aria-label={t('picker.title')}
        >
          {shown.map((entry) => (
            <li key={entry.name}>
              <button
                type="button"
                onClick={() => onPick(entry)}
                className="flex w-full cursor-pointer items-start gap-3 rounded-lg border border-solid border-black/10 bg-transparent p-3 text-left text-inherit hover:border-[#3d91fd] focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/15"
              >
                <ImageIcon src={entry.icon} />
                <span className="min-w-0">
                  <span className="block font-semibold">{entry.label}</span>
                  <span className="line-clamp-2 text-xs opacity-70">{describe(entry)}</span>
                  {!entry.hasConnector && (
                    <span className="block text-xs text-[#d48806]">{t('grid.no_connector')}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="m-0 opacity-70">{t('picker.none_connectable')}</p>}
        {unconnectable > 0 && (
          <Checkbox
            checked={withoutConnector}
            onChange={(event) => setWithoutConnector(event.target.checked)}
          >
            {t('picker.show_unconnectable', { count: unconnectable })}
          </Checkbox>
        )}
      </div>
    </Modal>
  );
}

/** The picker with antd's theme: loaded the first time the user asks to add a data source. */
export default function TypePickerIsland(props: TypePickerProps) {
  return (
    <AntdTheme>
      <TypePicker {...props} />
    </AntdTheme>
  );
}
