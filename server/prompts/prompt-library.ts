import { randomUUID } from 'node:crypto';
import { findTemplateVariables } from '@/contract/prompt';
import { localized } from '../i18n/localized-text';
import type { Repositories } from '../repositories';
import type { PromptChanges, PromptExactFilter, PromptQuery, PromptRecord } from '../repositories/prompts';
import { PROMPT_EXACT_FILTERS } from '../repositories/prompts';
import {
  canChangePrompt,
  canViewPrompt,
  promptChangeForbidden,
  promptNotFound,
  type PromptCaller,
} from '../access/prompt-access';
import type { AddPromptBody, DeletePromptBody, PromptFilterBody, UpdatePromptBody } from './prompt-requests';
import { promptServiceError } from './prompt-targets';
import { isUniqueViolation } from '../http/unique-violation';

/** `sys_code` DB-GPT fills in when a new prompt names none (contract 5.0). */
const DEFAULT_SYS_CODE = 'dbgpt';

/** Optional text as stored: blank means none. */
function storedText(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value;
}

function duplicateError(name: string, language: string | null, model: string | null) {
  const none = localized('common.none');
  return promptServiceError(
    localized('prompt.duplicate', { name, language: language ?? none, model: model ?? none }),
  );
}

function promptCodeUnavailable(code: string) {
  return promptServiceError(localized('prompt.codeUnavailable', { code }));
}

/** The contract's prompt calls with the visibility rules applied; routes only validate and answer. */
export function createPromptLibrary(repositories: Repositories) {
  const { prompts } = repositories;

  async function assertUnique(
    prompt: Pick<PromptRecord, 'user_code' | 'prompt_name' | 'prompt_language' | 'model'>,
    exceptId?: number,
  ) {
    const identity = {
      userCode: prompt.user_code,
      name: prompt.prompt_name,
      language: prompt.prompt_language,
      model: prompt.model,
    };
    if (await prompts.findSameIdentity(identity, exceptId))
      throw duplicateError(prompt.prompt_name, prompt.prompt_language, prompt.model);
  }

  /** Writes, turning a unique-index race into the same answer as the check before it. */
  async function guarded<T>(write: () => Promise<T>, onDuplicate: (error: Error) => Error): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw onDuplicate(error);
      throw error;
    }
  }

  return {
    async add(caller: PromptCaller, body: AddPromptBody): Promise<PromptRecord> {
      const promptCode = body.prompt_code?.trim() || randomUUID().replaceAll('-', '');
      // One answer whoever holds the code, so that it tells nothing about another user's private prompt.
      if (await prompts.findByCode(promptCode)) throw promptCodeUnavailable(promptCode);
      const prompt = {
        prompt_code: promptCode,
        prompt_name: body.prompt_name,
        prompt_type: body.prompt_type,
        chat_scene: storedText(body.chat_scene),
        sub_chat_scene: storedText(body.sub_chat_scene),
        content: body.content,
        prompt_desc: storedText(body.prompt_desc),
        response_schema: storedText(body.response_schema),
        input_variables: body.input_variables ?? findTemplateVariables(body.content).join(','),
        model: storedText(body.model),
        prompt_language: storedText(body.prompt_language),
        user_code: caller.userId,
        user_name: storedText(body.user_name) ?? caller.userId,
        sys_code: storedText(body.sys_code) ?? DEFAULT_SYS_CODE,
        visibility: body.visibility ?? 'private',
      };
      await assertUnique(prompt);
      return guarded(
        () => prompts.create(prompt),
        (error) =>
          /prompt_code/.test(error.message)
            ? promptCodeUnavailable(promptCode)
            : duplicateError(prompt.prompt_name, prompt.prompt_language, prompt.model),
      );
    },

    async update(caller: PromptCaller, body: UpdatePromptBody): Promise<PromptRecord> {
      const existing = await prompts.findByCode(body.prompt_code);
      const sysCodeDiffers = body.sys_code != null && body.sys_code !== existing?.sys_code;
      if (!existing || sysCodeDiffers || !canViewPrompt(existing, caller))
        throw promptNotFound(body.prompt_code);
      if (!canChangePrompt(existing, caller)) throw promptChangeForbidden(existing.prompt_name);

      // null or absent keeps a field (DB-GPT's update); an empty text clears an optional one.
      const changes: PromptChanges = {};
      if (body.prompt_name != null) changes.prompt_name = body.prompt_name;
      if (body.prompt_type != null) changes.prompt_type = body.prompt_type;
      if (body.content != null) changes.content = body.content;
      for (const field of [
        'chat_scene',
        'sub_chat_scene',
        'prompt_desc',
        'response_schema',
        'model',
        'prompt_language',
      ] as const) {
        if (body[field] != null) changes[field] = storedText(body[field]);
      }
      if (body.input_variables != null) changes.input_variables = body.input_variables;
      else if (changes.content !== undefined)
        changes.input_variables = findTemplateVariables(changes.content).join(',');
      if (body.visibility != null) changes.visibility = body.visibility;

      const next = { ...existing, ...changes };
      await assertUnique(next, existing.id);
      return guarded(
        () => prompts.update(existing.id, changes),
        () => duplicateError(next.prompt_name, next.prompt_language, next.model),
      );
    },

    /** By `prompt_code`, or every prompt of that name the caller may change (narrowed by the fields given). */
    async delete(caller: PromptCaller, body: DeletePromptBody): Promise<void> {
      const code = body.prompt_code?.trim();
      if (code) {
        const prompt = await prompts.findByCode(code);
        if (!prompt || !canViewPrompt(prompt, caller)) throw promptNotFound(code);
        if (!canChangePrompt(prompt, caller)) throw promptChangeForbidden(prompt.prompt_name);
        await prompts.deleteByIds([prompt.id]);
        return;
      }
      const name = body.prompt_name?.trim() ?? '';
      const narrow: Partial<Record<PromptExactFilter, string>> = {};
      for (const field of ['sys_code', 'prompt_language', 'model'] as const) {
        const value = body[field];
        if (value != null && value !== '') narrow[field] = value;
      }
      const visible = (await prompts.findByName(name, narrow)).filter((prompt) =>
        canViewPrompt(prompt, caller),
      );
      if (visible.length === 0) throw promptNotFound(`"${name}"`);
      const changeable = visible.filter((prompt) => canChangePrompt(prompt, caller));
      if (changeable.length === 0) throw promptChangeForbidden(name);
      await prompts.deleteByIds(changeable.map((prompt) => prompt.id));
    },
  };
}

export type PromptLibrary = ReturnType<typeof createPromptLibrary>;

/** The repository query for a `query_page`/`list` body, seen by `viewer`. */
export function toPromptQuery(viewer: string, filter: PromptFilterBody): PromptQuery {
  const exact: Partial<Record<PromptExactFilter, string>> = {};
  for (const field of PROMPT_EXACT_FILTERS) {
    const value = filter[field];
    if (value != null && value !== '') exact[field] = value;
  }
  return {
    viewer,
    exact,
    nameContains: filter.prompt_name?.trim() || undefined,
    text: filter.query?.trim() || undefined,
  };
}
