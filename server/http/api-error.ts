/** An error a route throws on purpose; the error handler answers it with this status and code. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errCode: string,
    errMsg: string,
  ) {
    super(errMsg);
  }

  static notFound(errMsg: string): ApiError {
    return new ApiError(404, '404', errMsg);
  }
}
