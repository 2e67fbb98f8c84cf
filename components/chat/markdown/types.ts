export interface ChatMarkdownProps {
  /** The answer's markdown; DB-GPT may embed thinking at its start as a `vis-thinking` block. */
  content: string;
  /** Thinking text delivered separately (`reasoning_content`). */
  reasoning?: string;
  /** True while the answer is still arriving: parsing is held to one per frame and thinking stays open. */
  streaming?: boolean;
  className?: string;
}
