import { render } from '@testing-library/react';
import { Form } from 'antd';
import { AntdScope } from '@/components/common/antd-scope';
import {
  ParameterForm,
  toParameterValues,
  type ParameterFormValues,
} from '@/components/common/parameter-form';
import type { ParameterDescription } from '@/contract/parameter';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';

interface HarnessProps {
  descriptors: readonly ParameterDescription[];
  initialValues?: ParameterFormValues;
  disabled?: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
}

/** What a caller does: owns the form, validates on submit and converts the values. */
function Harness({ descriptors, initialValues, disabled, onSubmit }: HarnessProps) {
  const [form] = Form.useForm<ParameterFormValues>();
  const submit = async () => {
    try {
      onSubmit(toParameterValues(await form.validateFields(), descriptors));
    } catch {
      // Validation messages are on screen.
    }
  };
  return (
    <>
      <ParameterForm
        descriptors={descriptors}
        form={form}
        initialValues={initialValues}
        disabled={disabled}
      />
      <button type="button" onClick={() => void submit()}>
        Submit
      </button>
    </>
  );
}

export async function renderParameterForm(props: Omit<HarnessProps, 'onSubmit'>, language: Language = 'en') {
  await i18n.changeLanguage(language);
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  const tree = (next: Omit<HarnessProps, 'onSubmit'>) => (
    <PreferencesProvider initialMode="light" initialLanguage={language}>
      <AntdScope>
        <Harness {...next} onSubmit={onSubmit} />
      </AntdScope>
    </PreferencesProvider>
  );
  const utils = render(tree(props));
  return {
    ...utils,
    onSubmit,
    rerenderWith: (next: Omit<HarnessProps, 'onSubmit'>) => utils.rerender(tree(next)),
  };
}

export const descriptor = (
  param_name: string,
  extra: Partial<ParameterDescription> = {},
): ParameterDescription => ({ param_name, param_type: 'str', required: false, ...extra });
