/** The Models screen's address that opens its create dialog at once. */
export const ADD_MODEL_HREF = '/construct/models?create=1';
