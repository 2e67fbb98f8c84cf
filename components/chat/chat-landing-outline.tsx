import { chat as en } from '@/locales/en/chat';
import { chat as zh } from '@/locales/zh/chat';
import { Bilingual } from '@/components/layout/bilingual';
import { QUESTION_BOX_CLASS } from './input/question-box';
import { LANDING_COLUMN_CLASS, LandingHeader } from './landing/landing-frame';

const BAR = 'animate-pulse rounded-md bg-black/5 dark:bg-white/5';

/**
 * The question box's outline: its frame, the text area with its invitation and the toolbar. The text area is
 * the input's own, disabled, in each language: the real one paints over it at exactly the same size, so the
 * first paint stays the largest (no later "largest contentful paint" waiting for the code).
 */
function InputOutline() {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-black/10 bg-white p-3 shadow-sm dark:border-white/15 dark:bg-[#2a2f3d]">
      <textarea
        disabled
        aria-hidden="true"
        rows={2}
        placeholder={en.input.placeholder}
        className={`${QUESTION_BOX_CLASS} [html[lang=zh-CN]_&]:hidden`}
      />
      <textarea
        disabled
        aria-hidden="true"
        rows={2}
        placeholder={zh.input.placeholder}
        className={`${QUESTION_BOX_CLASS} hidden [html[lang=zh-CN]_&]:block`}
      />
      <div className="flex h-8 items-center gap-2">
        <div className={`h-6 w-28 ${BAR}`} />
        <div className="ml-auto h-8 w-8 rounded-full bg-black/5 dark:bg-white/10" />
      </div>
    </div>
  );
}

/**
 * Runs while the exported HTML is parsed, before the first paint: an address that opens a conversation or an
 * app (`id`, `app_code`) is not the landing, so its welcome stays hidden rather than flash.
 */
const NOT_THE_LANDING_SCRIPT =
  "try{if(/[?&](id|app_code)=/.test(location.search))document.documentElement.setAttribute('data-chat-opens','')}catch(e){}";

/**
 * `/chat` in the exported HTML and while its code loads: the dialog list's place, the landing's welcome in
 * either language (it paints with the first frame), the scenes and the input, where the landing puts them.
 */
export function ChatLandingOutline() {
  return (
    <div className="flex h-full min-h-0" aria-busy="true" data-testid="chat-loading">
      <script dangerouslySetInnerHTML={{ __html: NOT_THE_LANDING_SCRIPT }} />
      <div className="hidden w-64 shrink-0 border-r border-black/5 md:block dark:border-white/10" />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto [html[data-chat-opens]_&]:invisible">
        <div className={LANDING_COLUMN_CLASS}>
          <LandingHeader
            heading={<Bilingual en={en.landing.heading} zh={zh.landing.heading} />}
            subheading={<Bilingual en={en.landing.subheading} zh={zh.landing.subheading} />}
          />
          <div className="flex justify-center gap-2">
            {[0, 1, 2, 3].map((scene) => (
              <div key={scene} className={`h-8 w-24 rounded-full ${BAR}`} />
            ))}
          </div>
          <InputOutline />
        </div>
      </div>
    </div>
  );
}

/**
 * `/mobile/chat` in the exported HTML and while its code loads: the top bar, the new conversation's
 * invitation in either language, and the input, where the phone chat puts them.
 */
export function PhoneChatOutline() {
  return (
    <div className="flex h-dvh min-h-0 flex-col" aria-busy="true" data-testid="chat-loading">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-black/5 px-3 dark:border-white/10">
        <div className={`h-5 w-32 ${BAR}`} />
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        <p className="m-auto max-w-md p-6 text-center opacity-70">
          <Bilingual en={en.conversation.empty} zh={zh.conversation.empty} />
        </p>
        <div className="mx-auto w-full max-w-3xl px-2 pb-2">
          <InputOutline />
        </div>
      </div>
    </div>
  );
}
