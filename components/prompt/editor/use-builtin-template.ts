import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { apiInterceptors } from '@/client/envelope';
import { loadPromptTemplate } from '@/client/api/prompt';
import type { PromptTemplate } from '@/contract/prompt';
import type { PromptFormValues } from './prompt-form-values';

function schemaText(format: string | null | undefined): string {
  if (!format?.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(format), null, 2);
  } catch {
    return format;
  }
}

/** A target's built-in template, offered (never forced) as the content once the user picks the target. */
export function useBuiltinTemplate(form: FormInstance<PromptFormValues>) {
  const [offer, setOffer] = useState<PromptTemplate | null>(null);
  const latest = useRef(0);

  const check = async (type: string, target: string) => {
    const request = ++latest.current;
    setOffer(null);
    const language = form.getFieldValue('prompt_language') as string | undefined;
    // A target without a template is normal here; there is nothing to tell the user.
    const [error, data, envelope] = await apiInterceptors(
      loadPromptTemplate({ prompt_type: type, target, prompt_language: language }),
      '*',
    );
    if (request !== latest.current || error || !envelope?.success || !data?.template?.trim()) return;
    setOffer(data);
  };

  const accept = () => {
    if (!offer) return;
    form.setFieldsValue({ content: offer.template, response_schema: schemaText(offer.response_format) });
    void form.validateFields(['content', 'response_schema']).catch(() => undefined);
    setOffer(null);
  };

  const dismiss = () => {
    latest.current += 1;
    setOffer(null);
  };

  return { offer, check, accept, dismiss };
}
