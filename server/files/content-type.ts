const OCTET_STREAM = 'application/octet-stream';

/** Images a browser may show inline and a vision model accepts. SVG is left out: it can carry script. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Text-like files whose content can be given to a model as context (code, data, markup, logs). */
const TEXT_EXTENSIONS = new Set(
  (
    'txt text md markdown mdx rst tex log csv tsv json jsonl ndjson yaml yml toml ini cfg conf env properties ' +
    'xml html htm css scss less js mjs cjs jsx ts tsx vue svelte py ipynb rb php java kt kts scala go rs c h cc ' +
    'cpp hpp cs swift m r lua pl sh bash zsh ps1 bat sql graphql proto dart ex exs erl hs clj gradle dockerfile'
  ).split(' '),
);

const OTHER_TYPES: Record<string, string> = {
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  parquet: 'application/vnd.apache.parquet',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  csv: 'text/csv',
  json: 'application/json',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? fileName.toLowerCase() : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type the server answers with, decided from the cleaned name's extension only:
 * the type the uploader's browser claimed is never trusted.
 */
export function contentTypeFor(fileName: string): string {
  const extension = extensionOf(fileName);
  const known = IMAGE_TYPES[extension] ?? OTHER_TYPES[extension];
  if (known) return known.startsWith('text/') ? `${known}; charset=utf-8` : known;
  return TEXT_EXTENSIONS.has(extension) ? 'text/plain; charset=utf-8' : OCTET_STREAM;
}

/** Images shown inline in the browser and sent to vision models as image parts. */
export function isInlineImage(contentType: string): boolean {
  return Object.values(IMAGE_TYPES).includes(contentType);
}

export function isTextLike(fileName: string): boolean {
  return TEXT_EXTENSIONS.has(extensionOf(fileName));
}
