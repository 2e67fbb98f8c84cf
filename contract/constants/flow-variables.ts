/** A flow variable's name (the part after `:` in a reference): words of letters and digits joined by single underscores (DB-GPT's rule). */
export const VARIABLE_NAME_PATTERN = /^[a-zA-Z0-9]+(_[a-zA-Z0-9]+)*$/;

/** A key is one or more names of that rule joined by dots, as DB-GPT's own keys (`dbgpt.model.openai.api_key`). */
export const VARIABLE_KEY_PATTERN = /^[a-zA-Z0-9]+(_[a-zA-Z0-9]+)*(\.[a-zA-Z0-9]+(_[a-zA-Z0-9]+)*)*$/;

/** What a secret's value is answered as, by every route; sending it back on update keeps the stored value. */
export const SECRET_VALUE_MASK = '******';
