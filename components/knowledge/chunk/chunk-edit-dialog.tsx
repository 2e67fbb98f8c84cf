import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editChunk } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { DeleteIcon, PlusIcon } from '@/components/common/line-icons';
import { INPUT_CLASS, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { Notice } from '@/components/common/plain/notice';
import { PlainButton } from '@/components/common/plain/plain-button';
import { IconButton } from '@/components/common/icon-button';
import type { Chunk } from '@/contract/knowledge';
import { chunkQuestions } from './chunk-fields';
import '@/locales/areas/knowledge-retrieval';

interface ChunkEditDialogProps {
  space: string;
  chunk: Chunk;
  index: number;
  onClose: () => void;
  onSaved: () => void;
}

type Phase = 'editing' | 'saving' | 'confirm_discard';

/**
 * Edit a chunk's content and questions (`chunk/edit` with `{chunk_id, content, questions}`). A failed save
 * keeps everything typed and says why; leaving with unsaved changes asks first (also when the tab closes).
 */
export function ChunkEditDialog({ space, chunk, index, onClose, onSaved }: ChunkEditDialogProps) {
  const { t } = useTranslation('knowledgeRetrieval');
  const ids = useId();
  const [initialQuestions] = useState(() => chunkQuestions(chunk));
  const [content, setContent] = useState(chunk.content);
  const [questions, setQuestions] = useState<string[]>(initialQuestions);
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [contentMissing, setContentMissing] = useState(false);
  const contentBox = useRef<HTMLTextAreaElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);

  const dirty = content !== chunk.content || JSON.stringify(questions) !== JSON.stringify(initialQuestions);

  useEffect(() => contentBox.current?.focus(), []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestClose = () => {
    if (phase === 'saving') return;
    if (dirty) setPhase('confirm_discard');
    else onClose();
  };
  const onEscape = useRef(requestClose);
  useEffect(() => {
    onEscape.current = phase === 'confirm_discard' ? () => setPhase('editing') : requestClose;
    if (phase === 'confirm_discard') keepEditing.current?.focus();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onEscape.current();
    };
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, []);

  const save = async () => {
    if (!content.trim()) {
      setContentMissing(true);
      contentBox.current?.focus();
      return;
    }
    setPhase('saving');
    setFailure(null);
    const kept = questions.map((question) => question.trim()).filter(Boolean);
    const [error, , envelope] = await apiInterceptors(
      editChunk(space, { chunk_id: chunk.id, content, questions: kept }),
      '*',
    );
    if (error || !envelope?.success) {
      setFailure(envelope?.err_msg || error?.message || '');
      setPhase('editing');
      return;
    }
    onSaved();
  };

  return (
    <div className="fixed inset-0 z-[1000] flex items-end justify-center sm:items-center sm:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={requestClose}
        className="absolute inset-0 border-0 bg-black/45 p-0"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        className="relative flex max-h-[90vh] w-full max-w-2xl flex-col gap-4 overflow-auto rounded-t-lg bg-white p-5 text-black/85 shadow-xl sm:rounded-lg dark:bg-[#1f1f1f] dark:text-white/85"
      >
        <h2 id={`${ids}-title`} className="m-0 text-lg font-semibold">
          {t('chunk.edit_title', { index })}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-content`} className="text-sm font-medium">
            {t('chunk.content')}
          </label>
          <textarea
            id={`${ids}-content`}
            ref={contentBox}
            value={content}
            rows={8}
            aria-invalid={contentMissing}
            onChange={(event) => {
              setContent(event.target.value);
              setContentMissing(false);
            }}
            className={`${TEXTAREA_CLASS} min-h-40`}
          />
          {contentMissing && (
            <p role="alert" className="m-0 text-sm text-red-600 dark:text-red-400">
              {t('chunk.content_required')}
            </p>
          )}
        </div>
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
          <legend className="mb-1 p-0 text-sm font-medium">{t('chunk.questions')}</legend>
          {questions.map((question, at) => (
            <div key={at} className="flex items-center gap-2">
              <input
                type="text"
                aria-label={t('chunk.question_n', { index: at + 1 })}
                value={question}
                onChange={(event) =>
                  setQuestions(questions.map((item, other) => (other === at ? event.target.value : item)))
                }
                className={INPUT_CLASS}
              />
              <IconButton
                label={t('chunk.remove_question', { index: at + 1 })}
                onClick={() => setQuestions(questions.filter((_, other) => other !== at))}
              >
                <DeleteIcon />
              </IconButton>
            </div>
          ))}
          <PlainButton
            icon={<PlusIcon />}
            onClick={() => setQuestions([...questions, ''])}
            className="self-start"
          >
            {t('chunk.add_question')}
          </PlainButton>
        </fieldset>
        {failure !== null && (
          <Notice type="error" title={t('chunk.save_failed')} description={failure || undefined} />
        )}
        {phase === 'confirm_discard' ? (
          <div
            role="alertdialog"
            aria-label={t('chunk.discard_title')}
            className="flex flex-wrap items-center justify-end gap-2"
          >
            <span className="mr-auto text-sm">{t('chunk.discard_title')}</span>
            <PlainButton ref={keepEditing} onClick={() => setPhase('editing')}>
              {t('chunk.keep_editing')}
            </PlainButton>
            <PlainButton variant="danger_text" onClick={onClose}>
              {t('chunk.discard')}
            </PlainButton>
          </div>
        ) : (
          <div className="flex justify-end gap-2">
            <PlainButton onClick={requestClose} disabled={phase === 'saving'}>
              {t('chunk.cancel')}
            </PlainButton>
            <PlainButton variant="primary" loading={phase === 'saving'} onClick={() => void save()}>
              {t('chunk.save')}
            </PlainButton>
          </div>
        )}
      </div>
    </div>
  );
}
