import { Button, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, PlusIcon } from '@/components/common/line-icons';
import type { QuestionDraft } from './app-draft';
import type { DraftProblems } from './draft-checks';
import { Field, Section } from './field';
import '@/locales/areas/app';

interface QuestionsSectionProps {
  questions: QuestionDraft[];
  problems: DraftProblems;
  onChange: (questions: QuestionDraft[]) => void;
}

/** The questions offered in the chat with this app, each switched on or off. */
export function QuestionsSection({ questions, problems, onChange }: QuestionsSectionProps) {
  const { t } = useTranslation('app');
  const replace = (index: number, next: QuestionDraft) =>
    onChange(questions.map((item, at) => (at === index ? next : item)));
  return (
    <Section
      title={t('editor.questions.title')}
      hint={t('editor.questions.hint')}
      extra={
        <Button icon={<PlusIcon />} onClick={() => onChange([...questions, { question: '', valid: true }])}>
          {t('editor.questions.add')}
        </Button>
      }
    >
      {questions.length === 0 && <p className="m-0 text-sm opacity-70">{t('editor.questions.none')}</p>}
      <ol className="m-0 flex list-none flex-col gap-3 p-0">
        {questions.map((item, index) => (
          // Questions have no id until saved; the position is what the problems are keyed by too.
          <li key={index} className="flex flex-wrap items-end gap-3">
            <Field
              className="flex-1 basis-64"
              label={t('editor.questions.question', { index: index + 1 })}
              problem={problems[`questions.${index}`]}
            >
              {(ids) => (
                <Input
                  {...ids}
                  value={item.question}
                  placeholder={t('editor.questions.placeholder')}
                  status={problems[`questions.${index}`] ? 'error' : undefined}
                  onChange={(event) => replace(index, { ...item, question: event.target.value })}
                />
              )}
            </Field>
            <label className="flex h-8 items-center gap-2 text-sm">
              <Switch
                size="small"
                checked={item.valid}
                aria-label={`${t('editor.questions.enabled')} ${index + 1}`}
                onChange={(valid) => replace(index, { ...item, valid })}
              />
              {t('editor.questions.enabled')}
            </label>
            <Button
              type="text"
              danger
              icon={<DeleteIcon />}
              aria-label={t('editor.questions.remove', { index: index + 1 })}
              title={t('editor.questions.remove', { index: index + 1 })}
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
    </Section>
  );
}
