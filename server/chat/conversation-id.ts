import { z } from 'zod';
import { issueMessage } from '../http/issue-messages';

export const MAX_CONVERSATION_ID_LENGTH = 128;

// The server issues UUIDs; other clients' ids (DB-GPT's are UUIDs too) fit the same plain alphabet.
const CONVERSATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
const CONVERSATION_ID_MESSAGE = issueMessage('validation.conversationId', {
  max: MAX_CONVERSATION_ID_LENGTH,
});

/** A conversation id named by a request, checked before anything is looked up or stored. */
export const conversationIdSchema = () =>
  z
    .string({
      error: (issue) => issueMessage(issue.input == null ? 'validation.required' : 'validation.mustBeText'),
    })
    .trim()
    .min(1, { error: issueMessage('validation.required'), abort: true })
    .max(MAX_CONVERSATION_ID_LENGTH, { error: CONVERSATION_ID_MESSAGE, abort: true })
    .regex(CONVERSATION_ID, CONVERSATION_ID_MESSAGE);

/** An optional conversation id: absent, null or blank means "a new conversation". */
export const optionalConversationIdSchema = () =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    conversationIdSchema().optional(),
  );
