import type { FastifyError } from 'fastify';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { fieldProblem } from './field-problems';
import { schemaValidationText } from './schema-validation-text';

/** Fastify's and @fastify/multipart's client errors, by code. */
const TEXTS: Readonly<Record<string, LocalizedText>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: fieldProblem('body', localized('validation.bodyNotJson')),
  FST_ERR_CTP_EMPTY_JSON_BODY: fieldProblem('body', localized('validation.emptyJsonBody')),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: fieldProblem('body', localized('validation.bodyLengthMismatch')),
  FST_ERR_CTP_BODY_TOO_LARGE: localized('http.bodyTooLarge'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: localized('http.notMultipart'),
  FST_PARTS_LIMIT: localized('http.tooManyParts'),
  FST_FIELDS_LIMIT: localized('http.tooManyParts'),
  FST_FILES_LIMIT: localized('files.oneAtATime'),
  FST_PROTO_VIOLATION: localized('http.formFieldNotAllowed'),
  FST_MP_PREMATURE_CLOSE: localized('http.uploadCutShort'),
  FST_INVALID_JSON_FIELD_ERROR: localized('http.formFieldNotJson'),
};

function unsupportedMediaType(contentType: string | undefined): LocalizedText {
  const type = contentType?.split(';', 1)[0]?.trim();
  return type ? localized('http.unsupportedMediaType', { type }) : localized('http.missingMediaType');
}

/**
 * What to tell the caller about a client error Fastify raised (bad JSON, a body too large, a media type
 * no parser takes, schema validation…). An error of unknown code keeps Fastify's English as its detail.
 */
export function clientErrorText(
  error: FastifyError,
  status: number,
  contentType: string | undefined,
): LocalizedText {
  if (error.validation) return schemaValidationText(error.validation, error.validationContext ?? 'body');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return unsupportedMediaType(contentType);
  return TEXTS[error.code] ?? localized('http.refused', { status, detail: verbatim(error.message) });
}
