import type { PromptRecord } from '../repositories/prompts';
import type { UserRepository } from '../repositories/users';
import { ApiError } from '../http/api-error';
import { localized, type MessageValue } from '../i18n/localized-text';

/** Who is asking, as the prompt rules need it. */
export interface PromptCaller {
  userId: string;
  isAdmin: boolean;
}

export async function resolvePromptCaller(users: UserRepository, userId: string): Promise<PromptCaller> {
  const admins = await users.list({ role: 'admin' });
  return { userId, isAdmin: admins.some((admin) => admin.user_id === userId) };
}

/** Private prompts are their owner's alone; public ones everybody's to read. */
export function canViewPrompt(prompt: PromptRecord, caller: PromptCaller): boolean {
  return prompt.user_code === caller.userId || prompt.visibility === 'public';
}

/** The owner may change their prompts; admins may also change public ones (never another's private one). */
export function canChangePrompt(prompt: PromptRecord, caller: PromptCaller): boolean {
  return prompt.user_code === caller.userId || (prompt.visibility === 'public' && caller.isAdmin);
}

/** Another user's private prompt is answered as missing, so its existence does not leak. */
export function promptNotFound(what: MessageValue): ApiError {
  return ApiError.notFound(localized('prompt.notFound', { what }));
}

export function promptChangeForbidden(name: string): ApiError {
  return new ApiError(403, '403', localized('prompt.changeForbidden', { name }));
}
