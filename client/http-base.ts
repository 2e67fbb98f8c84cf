/** Build-time API base; empty means the page's own origin (contract 0.1). */
export const API_BASE_URL: string = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';
