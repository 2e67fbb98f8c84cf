import { Button, Progress, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/common/shell-icons';
import { PaperClipIcon } from '@/components/common/line-icons';
import type { FileUpload } from './use-file-uploads';
import '@/locales/areas/knowledge';

const ACCEPT = '.txt,.md,.markdown,.pdf,.docx,.csv,.xlsx,.html,.htm,.json';

interface FileSourceProps {
  uploads: readonly FileUpload[];
  onFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

function UploadRow({
  upload,
  onRetry,
  onRemove,
}: { upload: FileUpload } & Omit<FileSourceProps, 'uploads' | 'onFiles'>) {
  const { t } = useTranslation('knowledge');
  const name = upload.file.name;
  const failed = upload.status === 'failed';
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="upload-row" data-status={upload.status}>
      <div className="flex items-center gap-2">
        <PaperClipIcon className="shrink-0 opacity-60" />
        <span className="min-w-0 flex-1 truncate text-sm" title={name}>
          {name}
        </span>
        {failed && (
          <>
            <Button
              size="small"
              onClick={() => onRetry(upload.key)}
              aria-label={t('wizard.source.retry_label', { name })}
            >
              {t('wizard.source.retry')}
            </Button>
            <Button
              size="small"
              type="text"
              icon={<CloseIcon />}
              onClick={() => onRemove(upload.key)}
              aria-label={t('wizard.source.remove_label', { name })}
            />
          </>
        )}
      </div>
      <Progress
        percent={upload.percent}
        size="small"
        status={failed ? 'exception' : upload.status === 'done' ? 'success' : 'active'}
        aria-label={t('wizard.source.upload_progress', { name })}
      />
      {failed && (
        <p role="alert" className="m-0 text-sm break-words text-[#cf1322] dark:text-[#ff7875]">
          {t('wizard.source.upload_failed', { reason: upload.error ?? '' })}
        </p>
      )}
    </li>
  );
}

/** Many files at once, dropped or chosen; each uploads at once with its own bar, error and retry. */
export function FileSource({ uploads, onFiles, onRetry, onRemove }: FileSourceProps) {
  const { t } = useTranslation('knowledge');
  return (
    <div className="flex flex-col gap-3">
      <Upload.Dragger
        multiple
        accept={ACCEPT}
        showUploadList={false}
        // The files are sent by our own requests (with progress and retry), not by antd's uploader.
        beforeUpload={(_file, list) => {
          if (_file === list[0]) onFiles([...list]);
          return Upload.LIST_IGNORE;
        }}
        data-testid="file-drop"
      >
        <p className="m-0 text-sm">{t('wizard.source.drop')}</p>
        <p className="m-0 text-xs opacity-60">{t('wizard.source.drop_hint')}</p>
      </Upload.Dragger>
      {uploads.length > 0 && (
        <ul
          aria-label={t('wizard.source.uploads')}
          className="m-0 list-none divide-y divide-black/5 p-0 dark:divide-white/10"
        >
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </div>
  );
}
