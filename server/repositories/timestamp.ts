const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:MM:SS` in the server's local time, the time format of DB-GPT's serve modules
 * (contract 0.6): DB-GPT writes local time without a zone, and clients read it as their local time.
 * Storage keeps ISO UTC; only the wire format is local.
 */
export function toServeTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
