import { useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { loadPromptTemplate } from '@/client/api/prompt';
import type { PromptTemplate } from '@/contract/prompt';
import type { PromptForm } from './prompt-form';

function schemaText(format: string | null | undefined): string {
  if (!format?.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(format), null, 2);
  } catch {
    return format;
  }
}

/** A target's built-in template, offered (never forced) as the content once the user picks the target. */
export function useBuiltinTemplate(form: PromptForm) {
  const [offer, setOffer] = useState<PromptTemplate | null>(null);
  const latest = useRef(0);

  const check = async (type: string, target: string) => {
    const request = ++latest.current;
    setOffer(null);
    const language = form.values().prompt_language;
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
    form.fill({ content: offer.template, response_schema: schemaText(offer.response_format) });
    form.validate(['content', 'response_schema']);
    setOffer(null);
  };

  const dismiss = () => {
    latest.current += 1;
    setOffer(null);
  };

  return { offer, check, accept, dismiss };
}
