import Link from 'next/link';
import { Button, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Prompt } from '@/contract/prompt';
import { editHref, isPromptLanguage, isPromptType } from '../prompt-options';

const PREVIEW_LENGTH = 120;
const NONE = '—';

export function contentPreview(content: string | null | undefined): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

interface ColumnOptions {
  t: TFunction<'prompt'>;
  userId: string;
  canChange: (prompt: Prompt) => boolean;
  onDelete: (prompt: Prompt) => Promise<unknown>;
}

function RowActions({ prompt, t, onDelete }: { prompt: Prompt } & Pick<ColumnOptions, 't' | 'onDelete'>) {
  const name = prompt.prompt_name;
  return (
    <div className="flex items-center gap-1">
      <Link
        href={editHref(prompt.prompt_code)}
        aria-label={t('list.edit_named', { name })}
        className="inline-flex h-8 items-center gap-1 rounded px-2 text-[#0C75FC] no-underline hover:bg-black/5 dark:hover:bg-white/10"
      >
        <EditOutlined aria-hidden />
        <span>{t('list.edit')}</span>
      </Link>
      <Popconfirm
        title={t('list.delete_confirm_title')}
        description={t('list.delete_confirm_description', { name })}
        okText={t('list.delete_ok')}
        cancelText={t('list.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(prompt)}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('list.delete_named', { name })}
        >
          {t('list.delete')}
        </Button>
      </Popconfirm>
    </div>
  );
}

/** The prompt table's columns: what a prompt is, whose it is, and what may be done with it. */
export function promptColumns({ t, userId, canChange, onDelete }: ColumnOptions): ColumnsType<Prompt> {
  return [
    {
      title: t('list.columns.name'),
      dataIndex: 'prompt_name',
      key: 'name',
      render: (name: string) => <span className="font-medium">{name}</span>,
    },
    {
      title: t('list.columns.type'),
      dataIndex: 'prompt_type',
      key: 'type',
      render: (type: string | null | undefined) => (isPromptType(type) ? t(`types.${type}`) : (type ?? NONE)),
    },
    {
      title: t('list.columns.target'),
      dataIndex: 'chat_scene',
      key: 'target',
      render: (target: string | null | undefined) => target || NONE,
    },
    {
      title: t('list.columns.language'),
      dataIndex: 'prompt_language',
      key: 'language',
      render: (language: string | null | undefined) =>
        isPromptLanguage(language) ? t(`languages.${language}`) : language || NONE,
    },
    {
      title: t('list.columns.visibility'),
      dataIndex: 'visibility',
      key: 'visibility',
      render: (visibility: string | undefined) =>
        visibility === 'public' || visibility === 'private' ? (
          <Tag color={visibility === 'public' ? 'green' : 'default'}>{t(`visibility.${visibility}`)}</Tag>
        ) : (
          NONE
        ),
    },
    {
      title: t('list.columns.owner'),
      key: 'owner',
      render: (_: unknown, prompt: Prompt) =>
        prompt.user_code === userId ? t('list.owner_you') : prompt.user_code || prompt.user_name || NONE,
    },
    {
      title: t('list.columns.updated'),
      key: 'updated',
      render: (_: unknown, prompt: Prompt) => prompt.gmt_modified || prompt.gmt_created || NONE,
    },
    {
      title: t('list.columns.content'),
      dataIndex: 'content',
      key: 'content',
      render: (content: string | null | undefined) => (
        <span className="line-clamp-2 max-w-md text-sm opacity-80">{contentPreview(content)}</span>
      ),
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      render: (_: unknown, prompt: Prompt) =>
        canChange(prompt) ? <RowActions prompt={prompt} t={t} onDelete={onDelete} /> : null,
    },
  ];
}
