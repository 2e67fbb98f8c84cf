/** DB-GPT's rule for a flow's name (letters, digits, `_` and `-`), checked before the server sees it. */
export const FLOW_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
