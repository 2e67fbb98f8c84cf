import type { SpreadsheetPreview, UploadedChatFile } from '@/contract/chat';

/** The uploaded sheet a `chat_excel` conversation asks about, as its `select_param` names it. */
export interface SpreadsheetRef {
  file_name: string;
  file_path: string;
}

/** `select_param` for `chat_excel`: the upload's DB-GPT descriptor as JSON (contract 6.7), nothing more. */
export function spreadsheetParam(file: UploadedChatFile): string {
  const { is_oss, file_path, file_name, file_learning, bucket } = file;
  return JSON.stringify({ is_oss, file_path, file_name, file_learning, bucket });
}

/** The sheet a `select_param` names: the descriptor's JSON, or a bare path as older clients sent it. */
export function spreadsheetOf(selectParam: string): SpreadsheetRef | null {
  const text = selectParam.trim();
  if (!text) return null;
  if (!text.startsWith('{')) return { file_path: text, file_name: text.split('/').pop() || text };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { file_path: path, file_name: name } = parsed as Record<string, unknown>;
    if (typeof path !== 'string' || !path) return null;
    return { file_path: path, file_name: typeof name === 'string' && name ? name : path };
  } catch {
    return null;
  }
}

const PREVIEW_KEY = 'chat-excel-preview:';

/** The preview of a conversation's sheet, kept for this tab so that a reload still shows it. */
export function rememberPreview(convUid: string, preview: SpreadsheetPreview): void {
  try {
    sessionStorage.setItem(PREVIEW_KEY + convUid, JSON.stringify(preview));
  } catch {
    // A full or disabled storage only costs the preview after a reload.
  }
}

export function recalledPreview(convUid: string): SpreadsheetPreview | null {
  try {
    const text = sessionStorage.getItem(PREVIEW_KEY + convUid);
    return text ? (JSON.parse(text) as SpreadsheetPreview) : null;
  } catch {
    return null;
  }
}

/** The landing's upload: the sheet's conversation is made with it, and opens once the sheet is loaded. */
export function rememberUploadedSheet(convUid: string, file: UploadedChatFile): string {
  if (file.preview) rememberPreview(convUid, file.preview);
  return spreadsheetParam(file);
}
