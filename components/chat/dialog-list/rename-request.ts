import { isAxiosError } from 'axios';
import { apiInterceptors, isEnvelope } from '@/client/envelope';
import { renameDialogue } from '@/client/api/chat';

/** `unavailable`: the server has no rename route; `failed`: it refused, and the user has been told why. */
export type RenameOutcome = 'renamed' | 'failed' | 'unavailable';

/**
 * Whether a failed rename means the route is missing rather than the conversation. DB-GPT answers an
 * unknown POST with 405 from its static mount; a proxy or FastAPI's router answers 404 without our
 * envelope (`{"detail":"Not Found"}`) or with FastAPI's bare "Not Found". Our server's 404 names the
 * conversation, which then is gone.
 */
function isRenameMissing(caught: unknown): boolean {
  if (!isAxiosError(caught)) return false;
  const status = caught.response?.status;
  if (status === 405) return true;
  if (status !== 404) return false;
  const body: unknown = caught.response?.data;
  return !isEnvelope(body) || body.err_msg === 'Not Found';
}

/** Renames a conversation; a missing route stays quiet, other failures are shown by the interceptor. */
export async function requestRename(convUid: string, title: string): Promise<RenameOutcome> {
  const request = renameDialogue(convUid, title);
  try {
    await request;
  } catch (caught: unknown) {
    if (isRenameMissing(caught)) return 'unavailable';
  }
  const [error, , envelope] = await apiInterceptors(request);
  return error || !envelope?.success ? 'failed' : 'renamed';
}
