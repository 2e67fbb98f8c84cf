/** A flow variable's name: words of letters and digits joined by single underscores (DB-GPT's rule). */
export const VARIABLE_NAME_PATTERN = /^[a-zA-Z0-9]+(_[a-zA-Z0-9]+)*$/;
