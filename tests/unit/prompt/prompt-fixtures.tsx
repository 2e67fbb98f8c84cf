/** Shared msw handlers and sample prompts for the prompt screens' component tests. */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { ChatContextProvider } from '@/contexts/chat-context';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import type { PaginationResult } from '@/contract/common';
import type { Prompt, PromptDebugRequest, PromptFilter } from '@/contract/prompt';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { server } from '../msw-server';
import { fakeRouter } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { openStream } from '../support/open-stream';

export const ME = 'user-prompt-test';

export function signIn(userId = ME): void {
  window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ user_id: userId }));
}

export const ok = <T,>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
export const failure = (err_msg: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ success: false, err_code: 'E0003', err_msg, data }, { status });

let nextId = 1;
export function samplePrompt(fields: Partial<Prompt> = {}): Prompt {
  const id = nextId++;
  return {
    id,
    prompt_code: `code-${id}`,
    prompt_name: `prompt ${id}`,
    prompt_type: 'Normal',
    chat_scene: null,
    content: 'Translate {text} into {language}.',
    prompt_language: 'en',
    visibility: 'public',
    user_code: 'someone-else',
    user_name: 'dbgpt',
    sys_code: 'dbgpt',
    gmt_modified: '2025-01-02 10:00:00',
    ...fields,
  };
}

export function page(items: Prompt[], total = items.length, pageNumber = 1): PaginationResult<Prompt> {
  return { items, total_count: total, total_pages: Math.ceil(total / 10), page: pageNumber, page_size: 10 };
}

export interface PageCall {
  filter: PromptFilter;
  page: string | null;
  pageSize: string | null;
}

/** Answers `/prompt/query_page` with `respond`, recording each call's filter and paging. */
export function servePromptPages(respond: (call: PageCall) => Response | PaginationResult<Prompt>) {
  const calls: PageCall[] = [];
  server.use(
    http.post('*/prompt/query_page', async ({ request }) => {
      const url = new URL(request.url);
      const call = {
        filter: (await request.json()) as PromptFilter,
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('page_size'),
      };
      calls.push(call);
      const answer = respond(call);
      return answer instanceof Response ? answer : ok(answer);
    }),
  );
  return calls;
}

/**
 * An empty library. The editor of a new prompt asks for one prompt to learn whether the server keeps
 * visibility; an empty answer tells nothing, and the choice stays offered.
 */
export function serveEmptyLibrary() {
  return servePromptPages(() => page([]));
}

/** The shell's startup calls, with these models. */
export function serveShell(models = ['qwen2-7b-chat', 'gpt-4o']) {
  server.use(...startupHandlers({ models }));
}

/** Targets by type: scenes for Scene, nothing for Normal. */
export function serveTargets() {
  server.use(
    http.get('*/prompt/type/targets', ({ request }) => {
      const type = new URL(request.url).searchParams.get('prompt_type');
      if (type === 'Scene')
        return ok([
          { name: 'chat_normal', desc: 'Chat' },
          { name: 'chat_dashboard', desc: 'Dashboard' },
        ]);
      if (type === 'Agent') return ok([{ name: 'Reporter', desc: 'Writes reports' }]);
      return ok(null);
    }),
  );
}

/** Answers `/prompt/template/debug` with `respond`'s stream, recording the bodies and user ids. */
export function serveDebug(respond: () => ReadableStream<Uint8Array>) {
  const calls: { body: PromptDebugRequest; userId: string | null }[] = [];
  server.use(
    http.post('*/prompt/template/debug', async ({ request }) => {
      calls.push({
        body: (await request.json()) as PromptDebugRequest,
        userId: request.headers.get('user-id'),
      });
      return new HttpResponse(respond(), { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return calls;
}

/** `data:` frames each holding the whole text so far, then `[DONE]`. */
export function finishedDebugStream(...texts: string[]): ReadableStream<Uint8Array> {
  const stream = openStream();
  for (const text of texts) stream.send(`data:${text}\n\n`);
  stream.send('data:[DONE]\n\n');
  stream.close();
  return stream.body;
}

export interface RenderScreenOptions {
  pathname?: string;
  query?: Record<string, string>;
  language?: Language;
}

/** Renders a screen with the providers `_app` gives it, without the sidebar, to keep the DOM small. */
export async function renderScreen(page: ReactNode, options: RenderScreenOptions = {}) {
  const { pathname = '/', query = {}, language = 'en' } = options;
  await i18n.changeLanguage(language);
  const router = fakeRouter(pathname, query);
  const utils = render(
    <RouterContext.Provider value={router}>
      <PreferencesProvider initialMode="light" initialLanguage={language}>
        <ChatContextProvider>{page}</ChatContextProvider>
      </PreferencesProvider>
    </RouterContext.Provider>,
  );
  return { ...utils, router };
}

/** The table row that shows this text. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

export { openStream };
