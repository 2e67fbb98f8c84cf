import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { failureReason, succeeded } from '@/components/database/request-failure';
import { formatBytes } from '@/components/evaluation/datasets/file-preview';
import type { FlowParameter } from '@/contract/flow';
import { fileTypeAllowed, uploadFiles, uploadRulesOf } from './upload-file';
import '@/locales/areas/flow';

interface UploadWidgetProps {
  parameter: FlowParameter;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

const urisOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((uri): uri is string => typeof uri === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

/**
 * Files sent to the file serve; the parameter keeps the returned `uri` (a list when it takes several).
 * Size, type and count are checked before anything is sent.
 */
export function UploadWidget({ parameter, disabled, onChange }: UploadWidgetProps) {
  const { t } = useTranslation('flow');
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = uploadRulesOf(parameter);
  const uris = urisOf(parameter.value);
  const many = rules.maxCount > 1;
  // A file uploaded earlier (a stored flow) is known by its uri only.
  const nameOf = (uri: string) => names[uri] ?? uri.split('/').at(-1) ?? uri;

  const refusalOf = (files: File[]) => {
    if (files.length + (many ? uris.length : 0) > rules.maxCount)
      return t('widget.upload_too_many', { count: rules.maxCount });
    for (const file of files) {
      if (rules.maxSize !== undefined && file.size > rules.maxSize)
        return t('widget.upload_too_large', { name: file.name, size: formatBytes(rules.maxSize) });
      if (!fileTypeAllowed(file, rules.types))
        return t('widget.upload_wrong_type', { name: file.name, types: rules.types.join(', ') });
    }
    return null;
  };

  const upload = async (files: File[]) => {
    const refusal = refusalOf(files);
    setError(refusal);
    if (refusal || files.length === 0) return;
    setBusy(true);
    const result = await apiInterceptors(uploadFiles(rules.bucket, files), '*');
    setBusy(false);
    if (!succeeded(result) || !result[1]) {
      setError(
        t('widget.upload_failed', {
          name: files.map((file) => file.name).join(', '),
          reason: failureReason(result),
        }),
      );
      return;
    }
    const stored = result[1];
    setNames((old) => ({ ...old, ...Object.fromEntries(stored.map((file) => [file.uri, file.file_name])) }));
    const added = stored.map((file) => file.uri);
    onChange(many ? [...uris, ...added] : (added[0] ?? null));
  };

  return (
    <div className="nodrag flex flex-col gap-1">
      <input
        ref={input}
        type="file"
        hidden
        aria-label={parameter.label}
        multiple={many}
        accept={rules.types.join(',') || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void upload(files);
        }}
      />
      <PlainButton size="small" disabled={disabled} loading={busy} onClick={() => input.current?.click()}>
        {busy ? t('widget.uploading') : t('widget.upload')}
      </PlainButton>
      {uris.length > 0 && (
        <ul className="m-0 list-none p-0" aria-label={t('widget.uploaded')}>
          {uris.map((uri) => (
            <li key={uri} className="flex items-center gap-1" title={uri}>
              <span className="min-w-0 flex-1 truncate">{nameOf(uri)}</span>
              {!disabled && (
                <button
                  type="button"
                  className="cursor-pointer border-0 bg-transparent p-0 text-inherit opacity-60 hover:opacity-100"
                  aria-label={t('widget.remove_file', { name: nameOf(uri) })}
                  onClick={() => {
                    const rest = uris.filter((each) => each !== uri);
                    onChange(many ? rest : null);
                  }}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="m-0 text-[#cf1322] dark:text-[#ff7875]">
          {error}
        </p>
      )}
    </div>
  );
}
