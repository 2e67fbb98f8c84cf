/** What a failed request tells the user: a short title and the reason. */
export interface ErrorNotice {
  title: string;
  description: string;
  /** The server's own text (SQL, traceback) when the description replaces it; shown behind "Details". */
  details?: string;
}

export type ErrorNotifier = (notice: ErrorNotice) => void;
