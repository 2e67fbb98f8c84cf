/** Numeric business codes of the DB-GPT web client (spec section 8). */
export const ERROR_CODES = {
  NO_PERMISSION: -1,
  SERVICE_ERROR: -2,
  INVALID: -3,
  IS_EXITS: -4,
  MISSING_PARAMETER: -5,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

/** String codes the server puts in `err_code` (contract 0.3/0.4). */
export const SERVER_ERR_CODES = {
  /** Request validation failed (HTTP 400). */
  VALIDATION: 'E0001',
  /** Uncaught server exception (HTTP 400). */
  INTERNAL: 'E0003',
  /** Generic handler-caught failure. */
  GENERIC: 'E000X',
} as const;

export type ServerErrCode = (typeof SERVER_ERR_CODES)[keyof typeof SERVER_ERR_CODES];
