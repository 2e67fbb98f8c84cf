import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getRecommendQuestions } from '@/client/api/feedback';
import type { RecommendQuestion } from '@/contract/question';
import { useChatContext } from '@/contexts/chat-context';
import { usePreferences } from '@/contexts/preferences-context';
import type { Language } from '@/locales/types';
import '@/locales/areas/chat';
import { useLoadOnce } from './use-load-once';

async function loadHotQuestions(): Promise<RecommendQuestion[]> {
  const [error, data, envelope] = await apiInterceptors(getRecommendQuestions({ is_hot_question: 'true' }));
  return error || !envelope?.success ? [] : (data ?? []);
}

const isGeneralScene = (scene: string) => scene === '' || scene === 'chat_normal';

/**
 * The server marks a question's language in `params.language` (unmarked questions suit every language) and
 * its scene in `chat_mode`: a question without a scene is a general one, shown in the plain chat only, so the
 * dashboard or a database chat does not suggest writing a Python function.
 */
export function questionsFor(
  questions: RecommendQuestion[],
  language: Language,
  scene = '',
): RecommendQuestion[] {
  return questions.filter((question) => {
    const marked = question.params?.language;
    const inLanguage = typeof marked !== 'string' || marked === '' || marked === language;
    const inScene = question.chat_mode ? question.chat_mode === scene : isGeneralScene(scene);
    return inLanguage && inScene;
  });
}

/** Hot questions in the reader's language, as chips that ask them. */
export function HotQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('chat');
  const { language } = usePreferences();
  const { scene } = useChatContext();
  const headingId = useId();
  // A failed load was already reported by the interceptor; the landing simply goes without suggestions.
  const { data } = useLoadOnce(loadHotQuestions);
  const questions = questionsFor(data ?? [], language, scene);
  if (!questions.length) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="m-0 text-sm font-medium opacity-70">
        {t('landing.hot_questions')}
      </h2>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {questions.map((question, index) => (
          <li key={question.id ?? `${index}-${question.question}`}>
            <button
              type="button"
              onClick={() => onAsk(question.question)}
              className="cursor-pointer rounded-full border border-black/10 bg-white px-3 py-1.5 text-left text-sm text-inherit transition-colors hover:border-[#0C75FC] hover:text-primary-text focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/15 dark:bg-white/5"
            >
              {question.question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
