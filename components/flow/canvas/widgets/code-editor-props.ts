export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** `json`, `sql` or `python`; anything else is plain text. */
  language: string;
  dark: boolean;
  disabled: boolean;
  /** Most pixels tall before it scrolls. */
  height: number;
}
