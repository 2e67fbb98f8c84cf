// File contract values the client needs at run time, free of the schema library (see constants/chat.ts).

export const FILE_URI_SCHEME = 'dbgpt-fs:';
export const FILE_SERVE_PATH = '/api/v2/serve/file/files';
