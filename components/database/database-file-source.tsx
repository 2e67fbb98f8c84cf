import { Alert, Segmented, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/database';

/** Types whose datasources can be made by uploading the database file (the server checks its header). */
const UPLOADABLE_TYPES: ReadonlySet<string> = new Set(['sqlite', 'duckdb']);

export const isUploadableType = (type: string) => UPLOADABLE_TYPES.has(type);

/** Where a new file datasource's database comes from: an upload (the usual way) or a path on the server. */
export type FileSource = 'upload' | 'path';

interface FileSourceSwitchProps {
  value: FileSource;
  onChange: (source: FileSource) => void;
  disabled: boolean;
}

export function FileSourceSwitch({ value, onChange, disabled }: FileSourceSwitchProps) {
  const { t } = useTranslation('database');
  return (
    <Segmented<FileSource>
      block
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-label={t('file_source.label')}
      options={[
        { value: 'upload', label: t('file_source.upload') },
        { value: 'path', label: t('file_source.path') },
      ]}
    />
  );
}

/** Said beside the path field: the server opens files only in its configured folders. */
export function PathFolderHint() {
  const { t } = useTranslation('database');
  return <Alert type="info" showIcon title={t('file_source.path_help')} />;
}

interface DatabaseFileDraggerProps {
  typeLabel: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

/** Picks one database file; nothing is sent until Save. */
export function DatabaseFileDragger({ typeLabel, file, onChange, disabled }: DatabaseFileDraggerProps) {
  const { t } = useTranslation('database');
  return (
    <Upload.Dragger
      name="file"
      multiple={false}
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: 'database-file', name: file.name, status: 'done' }] : []}
      beforeUpload={(picked) => {
        onChange(picked);
        return false;
      }}
      onRemove={() => onChange(null)}
    >
      <p className="ant-upload-text">{t('file_source.drop', { type: typeLabel })}</p>
      <p className="ant-upload-hint">{t('file_source.hint')}</p>
    </Upload.Dragger>
  );
}
