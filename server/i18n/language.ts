/** The languages the server writes its messages in; the first is the default. */
export const SERVER_LANGUAGES = ['en', 'zh'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: ServerLanguage = 'en';
