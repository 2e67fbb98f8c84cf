/** A document added during the wizard: on the server already (state TODO), waiting for its chunk strategy. */
export interface WizardDocument {
  id: number;
  name: string;
  type: 'DOCUMENT' | 'TEXT' | 'URL';
  /** The file's extension in lower case (files only), to offer the strategies that fit it. */
  suffix: string;
}

export function suffixOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Questions typed one per line. */
export function questionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
