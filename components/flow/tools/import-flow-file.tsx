import { useId } from 'react';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/flow-tools';

interface ImportFlowFileProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

/** The product's drop zone for one flow file (.json or a .zip dbgpts package); nothing is sent from here. */
export function ImportFlowFile({ file, onChange, disabled }: ImportFlowFileProps) {
  const { t } = useTranslation('flowTools');
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        {t('import.pick')}
      </label>
      <Upload.Dragger
        id={inputId}
        name="file"
        accept=".json,.zip,application/json,application/zip"
        multiple={false}
        maxCount={1}
        disabled={disabled}
        fileList={file ? [{ uid: 'flow-file', name: file.name, status: 'done' }] : []}
        beforeUpload={(picked) => {
          onChange(picked);
          return false;
        }}
        onRemove={() => onChange(null)}
      >
        <p className="ant-upload-text">{t('import.drop')}</p>
        <p className="ant-upload-hint">{t('import.pick')}</p>
      </Upload.Dragger>
    </div>
  );
}
