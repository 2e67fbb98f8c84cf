/** The question text area's look: shared by the input and its outline in the exported HTML, so neither moves. */
export const QUESTION_BOX_CLASS =
  'field-sizing-content max-h-48 min-h-11 w-full resize-none border-0 bg-transparent p-1 text-base text-inherit outline-none placeholder:text-black/40 dark:placeholder:text-white/40';
