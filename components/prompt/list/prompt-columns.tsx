import type { ReactNode } from 'react';
import Link from 'next/link';
import type { TFunction } from 'i18next';
import { EditIcon } from '@/components/common/line-icons';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import type { Prompt } from '@/contract/prompt';
import { editHref, isPromptLanguage, isPromptType } from '../prompt-options';
import { DeletePromptButton } from './delete-prompt-button';
import { formatDateTime } from '@/utils/date-format';
import { ownerLabel } from '@/components/common/owner-label';

const PREVIEW_LENGTH = 120;
const NONE = '—';

export function contentPreview(content: string | null | undefined): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

export interface PromptColumn {
  key: string;
  title: string;
  render: (prompt: Prompt) => ReactNode;
}

interface ColumnOptions {
  t: TFunction<'prompt'>;
  /** The screen's language, for dates. */
  language: string;
  userId: string;
  canChange: (prompt: Prompt) => boolean;
  onDelete: (prompt: Prompt) => Promise<unknown>;
}

function RowActions({ prompt, t, onDelete }: { prompt: Prompt } & Pick<ColumnOptions, 't' | 'onDelete'>) {
  return (
    <div className="flex items-center gap-1">
      <Link
        href={editHref(prompt.prompt_code)}
        aria-label={t('list.edit_named', { name: prompt.prompt_name })}
        className="inline-flex h-8 items-center gap-1 rounded px-2 text-primary-text no-underline hover:bg-black/5 dark:hover:bg-white/10"
      >
        <EditIcon />
        <span>{t('list.edit')}</span>
      </Link>
      <DeletePromptButton prompt={prompt} onDelete={onDelete} />
    </div>
  );
}

function VisibilityTag({ visibility, t }: { visibility: string | undefined; t: TFunction<'prompt'> }) {
  if (visibility !== 'public' && visibility !== 'private') return NONE;
  return (
    <span className={visibility === 'public' ? TAG_CLASSES.green : TAG_CLASSES.default}>
      {t(`visibility.${visibility}`)}
    </span>
  );
}

/** The prompt table's columns: what a prompt is, whose it is, and what may be done with it. */
export function promptColumns({ t, language, userId, canChange, onDelete }: ColumnOptions): PromptColumn[] {
  return [
    {
      key: 'name',
      title: t('list.columns.name'),
      render: (prompt) => <span className="font-medium">{prompt.prompt_name}</span>,
    },
    {
      key: 'type',
      title: t('list.columns.type'),
      render: ({ prompt_type: type }) => (isPromptType(type) ? t(`types.${type}`) : (type ?? NONE)),
    },
    {
      key: 'target',
      title: t('list.columns.target'),
      render: (prompt) => prompt.chat_scene || NONE,
    },
    {
      key: 'language',
      title: t('list.columns.language'),
      render: ({ prompt_language: language }) =>
        isPromptLanguage(language) ? t(`languages.${language}`) : language || NONE,
    },
    {
      key: 'visibility',
      title: t('list.columns.visibility'),
      render: (prompt) => <VisibilityTag visibility={prompt.visibility} t={t} />,
    },
    {
      key: 'owner',
      title: t('list.columns.owner'),
      render: (prompt) =>
        ownerLabel(
          { id: prompt.user_code, name: prompt.owner_name || prompt.user_name },
          t('list.owner_you'),
          userId,
        ) ?? NONE,
    },
    {
      key: 'updated',
      title: t('list.columns.updated'),
      render: (prompt) => formatDateTime(prompt.gmt_modified || prompt.gmt_created, language) ?? NONE,
    },
    {
      key: 'content',
      title: t('list.columns.content'),
      render: (prompt) => (
        <span className="line-clamp-2 max-w-md text-sm opacity-80">{contentPreview(prompt.content)}</span>
      ),
    },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      render: (prompt) =>
        canChange(prompt) ? <RowActions prompt={prompt} t={t} onDelete={onDelete} /> : null,
    },
  ];
}
