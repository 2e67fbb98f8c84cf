import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileExcelIcon } from '@/components/common/line-icons';
import type { UploadedChatFile } from '@/contract/chat';
import { acceptAttribute } from '../input/file-types';
import { useSpreadsheetUpload } from './use-spreadsheet-upload';
import '@/locales/areas/chat';

interface SpreadsheetUploadProps {
  convUid?: string;
  onUploaded: (convUid: string, file: UploadedChatFile) => void;
}

/**
 * The spreadsheet chat's first step, impossible to miss (DB-GPT users could not find theirs): a drop zone
 * with a button, the upload's progress, and the server's reason when the file is refused.
 */
export function SpreadsheetUpload({ convUid, onUploaded }: SpreadsheetUploadProps) {
  const { t } = useTranslation('chat');
  const { state, upload } = useSpreadsheetUpload(convUid, onUploaded);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = state.phase === 'uploading';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid="spreadsheet-upload"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        dragging ? 'border-[#0C75FC] bg-[#0C75FC]/5' : 'border-black/15 dark:border-white/20'
      }`}
    >
      <FileExcelIcon className="text-3xl text-[#1f9d55]" />
      <div className="flex flex-col gap-1">
        <p className="m-0 font-medium">{t('data_chat.upload_title')}</p>
        <p className="m-0 text-sm opacity-70">{t('data_chat.upload_hint')}</p>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="inline-flex h-9 cursor-pointer items-center rounded-md border-0 bg-primary-solid px-4 text-sm text-white hover:bg-primary-solid-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0C75FC] disabled:cursor-wait disabled:opacity-60"
      >
        {t('data_chat.upload_button')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute('chat_excel')}
        data-testid="spreadsheet-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      {state.phase === 'uploading' && (
        <p role="status" className="m-0 text-sm opacity-80">
          {t('data_chat.uploading', { name: state.name, percent: state.percent })}
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="m-0 max-w-md text-sm text-red-600 dark:text-red-400">
          {state.message}
        </p>
      )}
    </div>
  );
}
