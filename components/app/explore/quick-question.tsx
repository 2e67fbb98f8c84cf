import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import '@/locales/areas/explore';

/** A question box that starts a normal chat: `/chat` opens a conversation and asks it (`ques`). */
export function QuickQuestion() {
  const { t } = useTranslation('explore');
  const router = useRouter();
  const [question, setQuestion] = useState('');
  const asked = question.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asked) return;
    void router.push({ pathname: '/chat', query: { scene: 'chat_normal', ques: asked } });
  };

  return (
    <form
      onSubmit={submit}
      className="flex w-full max-w-3xl gap-2"
      role="search"
      aria-label={t('quick.label')}
    >
      <input
        type="text"
        aria-label={t('quick.label')}
        placeholder={t('quick.placeholder')}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        className={`${INPUT_CLASS} h-10`}
      />
      <PlainButton type="submit" variant="primary" disabled={!asked} className="h-10 shrink-0">
        {t('quick.send')}
      </PlainButton>
    </form>
  );
}
