// Loaded on demand, when the prompts button is first used: the list and antd's popover and search box.
import { useEffect, useRef, useState } from 'react';
import { Input, type InputRef } from 'antd';
import { useDebounce, useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { queryPromptPage } from '@/client/api/prompt';
import { SearchIcon } from '@/components/common/line-icons';
import type { Prompt } from '@/contract/prompt';
import { InputPopover, type InputPopoverIslandProps } from './input-popover';
import '@/locales/areas/chat';

const PICKER_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

// No visibility filter: the server answers what this user may see, the public prompts and their own.
async function loadPrompts(search: string): Promise<Prompt[]> {
  const [error, data, envelope] = await apiInterceptors(
    queryPromptPage(search ? { query: search } : {}, { page: 1, page_size: PICKER_PAGE_SIZE }),
  );
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return data?.items ?? [];
}

function PromptChoices({ onPick }: { onPick: (prompt: Prompt) => void }) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const searchRef = useRef<InputRef>(null);
  // The list opened from a button: typing should go straight into its search.
  useEffect(() => searchRef.current?.focus(), []);
  const needle = useDebounce(search.trim(), { wait: SEARCH_DEBOUNCE_MS });
  const { data, loading, error, refresh } = useRequest(() => loadPrompts(needle), {
    refreshDeps: [needle],
    onError: () => undefined,
  });
  const prompts = data ?? [];

  let body;
  if (error && !loading)
    body = (
      <div role="alert" className="flex items-center gap-2 p-2 text-sm">
        <span>{t('prompt_picker.load_failed')}</span>
        <button
          type="button"
          className="cursor-pointer border-0 bg-transparent text-primary-text"
          onClick={refresh}
        >
          {t('prompt_picker.retry')}
        </button>
      </div>
    );
  else if (loading && !data)
    body = (
      <p role="status" className="m-0 p-2 text-sm opacity-70">
        {t('prompt_picker.loading')}
      </p>
    );
  else if (prompts.length === 0)
    body = (
      <p className="m-0 p-2 text-sm opacity-70">
        {needle ? t('prompt_picker.no_match', { query: needle }) : t('prompt_picker.empty')}
      </p>
    );
  else
    body = (
      <ul
        className="m-0 flex max-h-72 list-none flex-col overflow-y-auto p-0"
        aria-label={t('prompt_picker.title')}
      >
        {prompts.map((prompt) => (
          <li key={prompt.prompt_code}>
            <button
              type="button"
              aria-label={t('prompt_picker.choose', { name: prompt.prompt_name })}
              onClick={() => onPick(prompt)}
              className="flex w-full cursor-pointer flex-col items-start gap-0.5 rounded border-0 bg-transparent px-2 py-1.5 text-left text-inherit hover:bg-black/5 dark:hover:bg-white/10"
            >
              <span className="text-sm font-medium">{prompt.prompt_name}</span>
              <span className="line-clamp-1 text-xs opacity-70">{prompt.content}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex w-80 flex-col gap-2" data-testid="prompt-picker">
      <Input
        ref={searchRef}
        allowClear
        size="small"
        aria-label={t('prompt_picker.search_label')}
        placeholder={t('prompt_picker.search_placeholder')}
        prefix={<SearchIcon className="opacity-50" />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {body}
    </div>
  );
}

interface PromptPickerIslandProps extends InputPopoverIslandProps {
  onPick: (prompt: Prompt) => void;
}

export default function PromptPickerIsland({ onPick, ...popover }: PromptPickerIslandProps) {
  const { t } = useTranslation('chat');
  return (
    <InputPopover {...popover} title={t('prompt_picker.title')} content={<PromptChoices onPick={onPick} />} />
  );
}
