import { STORAGE_KEYS } from './storage-keys';

export interface DialogInfo {
  chat_scene: string;
  app_code: string;
}

export const EMPTY_DIALOG_INFO: DialogInfo = { chat_scene: '', app_code: '' };

/** Restores cur_dialog_info; missing or unparseable values fall back to empty scene and app code. */
export function readDialogInfo(): DialogInfo {
  if (typeof window === 'undefined') return EMPTY_DIALOG_INFO;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currentDialogInfo) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const value = parsed as Partial<Record<keyof DialogInfo, unknown>>;
      return {
        chat_scene: typeof value.chat_scene === 'string' ? value.chat_scene : '',
        app_code: typeof value.app_code === 'string' ? value.app_code : '',
      };
    }
  } catch {
    // Unparseable: use the fallback below.
  }
  return EMPTY_DIALOG_INFO;
}

export function writeDialogInfo(info: DialogInfo): void {
  window.localStorage.setItem(STORAGE_KEYS.currentDialogInfo, JSON.stringify(info));
}
