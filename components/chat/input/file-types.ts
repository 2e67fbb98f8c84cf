import { classifyResource } from '@/utils/resource';

/** Documents a model can be given as context, besides images, audio and video. */
const DOCUMENT_EXTENSIONS = [
  'txt',
  'md',
  'markdown',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'xml',
  'yaml',
  'yml',
  'html',
  'htm',
  'log',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'parquet',
  'sql',
  'py',
  'js',
  'ts',
  'java',
  'go',
  'rs',
  'c',
  'cpp',
  'h',
  'sh',
] as const;

/** What the spreadsheet scene loads into its table (contract 6.7; legacy .xls and parquet are refused). */
const SPREADSHEET_EXTENSIONS = ['csv', 'xlsx', 'json'] as const;

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1].toLowerCase() : '';
}

export function isAcceptedFile(name: string, chatMode: string): boolean {
  const extension = extensionOf(name);
  if (chatMode === 'chat_excel') return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension);
  return classifyResource(name) !== 'file' || (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The file picker's `accept`; the choice is checked again, since a picker can be told to show all files. */
export function acceptAttribute(chatMode: string): string {
  const extensions = chatMode === 'chat_excel' ? SPREADSHEET_EXTENSIONS : DOCUMENT_EXTENSIONS;
  const dotted = extensions.map((extension) => `.${extension}`);
  return (chatMode === 'chat_excel' ? dotted : ['image/*', 'audio/*', 'video/*', ...dotted]).join(',');
}
