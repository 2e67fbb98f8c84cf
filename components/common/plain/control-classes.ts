/**
 * The look of antd's inputs, buttons and tags (primary #0C75FC, radius 4, both themes) as Tailwind classes,
 * for screens that paint without antd.
 */
const FIELD =
  'w-full rounded border border-solid border-[#d9d9d9] bg-white px-[11px] text-sm text-inherit outline-none transition-colors ' +
  'placeholder:text-black/25 hover:border-[#3d91fd] focus:border-[#0C75FC] focus:shadow-[0_0_0_2px_rgba(12,117,252,0.1)] ' +
  'disabled:cursor-not-allowed disabled:border-[#d9d9d9] disabled:bg-black/[0.04] disabled:text-black/25 ' +
  'aria-[invalid=true]:border-[#ff4d4f] aria-[invalid=true]:focus:shadow-[0_0_0_2px_rgba(255,38,5,0.06)] ' +
  'dark:border-[#424242] dark:bg-[#141414] dark:placeholder:text-white/25 dark:disabled:border-[#424242] dark:disabled:bg-white/[0.08] dark:disabled:text-white/25 ' +
  // The browser's own parts (a select's list, a number's arrows) follow the theme too.
  'dark:[color-scheme:dark]';

/** A one-line text or number input. */
export const INPUT_CLASS = `${FIELD} h-8 py-1`;

/** A multi-line input that grows with its text where the browser can (`field-sizing`), else scrolls. */
export const TEXTAREA_CLASS = `${FIELD} field-sizing-content resize-y py-1 leading-[1.5714]`;

/** A native select; the chevron is drawn by PlainSelect. */
export const SELECT_CLASS = `${FIELD} h-8 cursor-pointer appearance-none pr-8`;

export const BUTTON_SIZES = { middle: 'h-8 px-[15px]', small: 'h-6 px-[7px]' } as const;

const BUTTON =
  'inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded text-sm transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#0C75FC] disabled:cursor-not-allowed';

export const BUTTON_CLASSES = {
  primary: `${BUTTON} border-0 bg-primary-solid text-white shadow-[0_2px_0_rgba(5,145,255,0.1)] hover:bg-primary-solid-hover disabled:bg-black/[0.04] disabled:text-black/25 disabled:shadow-none dark:disabled:bg-white/[0.08] dark:disabled:text-white/25`,
  default: `${BUTTON} border border-solid border-[#d9d9d9] bg-white text-inherit shadow-[0_2px_0_rgba(0,0,0,0.02)] hover:border-[#3d91fd] hover:text-[#3d91fd] disabled:border-[#d9d9d9] disabled:bg-black/[0.04] disabled:text-black/25 dark:border-[#424242] dark:bg-transparent dark:disabled:border-[#424242] dark:disabled:bg-white/[0.08] dark:disabled:text-white/25`,
  text: `${BUTTON} border-0 bg-transparent text-inherit hover:bg-black/5 disabled:text-black/25 dark:hover:bg-white/10 dark:disabled:text-white/25`,
  danger_text: `${BUTTON} border-0 bg-transparent text-[#ff4d4f] hover:bg-[#fff2f0] hover:text-[#ff7875] disabled:text-black/25 dark:hover:bg-[#ff4d4f]/10`,
} as const;

export type ButtonVariant = keyof typeof BUTTON_CLASSES;

const TAG = 'inline-block rounded border border-solid px-[7px] text-xs leading-5 whitespace-nowrap';

export const TAG_CLASSES = {
  default: `${TAG} border-[#d9d9d9] bg-black/[0.02] dark:border-[#424242] dark:bg-white/[0.04]`,
  green: `${TAG} border-[#b7eb8f] bg-[#f6ffed] text-[#237804] dark:border-[#274916] dark:bg-[#162312] dark:text-[#49aa19]`,
  blue: `${TAG} border-[#91caff] bg-[#e6f4ff] text-[#0958d9] dark:border-[#15325b] dark:bg-[#111a2c] dark:text-[#3c89e8]`,
} as const;
