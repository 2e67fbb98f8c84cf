import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPersonalAgent } from '@/client/api/plugin';
import { FileTextIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { settleRequest } from './settle-request';
import '@/locales/areas/plugins';

interface Refusal {
  file: File;
  message: string;
}

/**
 * "Upload a plugin": one JSON file (a tool definition or an OpenAPI 3 document) sent as `doc_file`
 * (contract 10.5). A refusal stays on screen with the server's reason and the file, to send again.
 */
export function PluginUpload({ onUploaded }: { onUploaded: (name: string) => void }) {
  const { t } = useTranslation('plugins');
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const send = async (file: File) => {
    setSending(true);
    const form = new FormData();
    form.append('doc_file', file, file.name);
    try {
      const outcome = await settleRequest(uploadPersonalAgent(form), t('actions.failed'));
      if (outcome.ok) {
        setRefusal(null);
        onUploaded(file.name);
      } else setRefusal({ file, message: outcome.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label={t('upload.label')}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <PlainButton icon={<FileTextIcon />} loading={sending} onClick={() => input.current?.click()}>
        {t('upload.button')}
      </PlainButton>
      {refusal && (
        <div
          role="alert"
          data-testid="plugin-upload-error"
          className="flex w-full flex-col gap-2 rounded-lg border border-solid border-red-300 bg-red-50 p-3 text-sm dark:border-red-500/40 dark:bg-red-500/10"
        >
          <p className="m-0 font-medium">
            {t('upload.failed_title')}: <span className="font-mono">{refusal.file.name}</span>
          </p>
          <p className="m-0 whitespace-pre-wrap break-words text-[#cf1322] dark:text-[#ff7875]">
            {refusal.message}
          </p>
          <div className="flex gap-2">
            <PlainButton size="small" loading={sending} onClick={() => void send(refusal.file)}>
              {t('upload.retry')}
            </PlainButton>
            <PlainButton size="small" variant="text" onClick={() => setRefusal(null)}>
              {t('upload.dismiss')}
            </PlainButton>
          </div>
        </div>
      )}
    </>
  );
}
