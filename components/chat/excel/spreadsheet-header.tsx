import type { UploadedChatFile } from '@/contract/chat';
import type { SceneParamChoice } from '../input/param-select';
import { SheetPreview } from './sheet-preview';
import { SpreadsheetUpload } from './spreadsheet-upload';
import { recalledPreview, rememberUploadedSheet, spreadsheetOf } from './spreadsheet-param';

interface SpreadsheetHeaderProps {
  convUid: string;
  sheet: SceneParamChoice;
  /** The preview starts folded once the conversation has answers to read. */
  hasMessages: boolean;
}

/** Keeps the uploaded sheet in view at the top of a spreadsheet chat, or asks for one when there is none. */
export function SpreadsheetHeader({ convUid, sheet, hasMessages }: SpreadsheetHeaderProps) {
  const chosen = spreadsheetOf(sheet.value);
  if (!chosen) {
    const onUploaded = (_convUid: string, file: UploadedChatFile) =>
      sheet.onChange(rememberUploadedSheet(convUid, file));
    return <SpreadsheetUpload convUid={convUid} onUploaded={onUploaded} />;
  }
  return (
    <SheetPreview fileName={chosen.file_name} preview={recalledPreview(convUid)} defaultOpen={!hasMessages} />
  );
}
