import { STATUS_CODES } from 'node:http';
import type { ApiError, ErrorCode } from '@booster/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, type Locale, type MessageKey, type MessageParams, t } from '../i18n/index.ts';
import { AppError } from './app-error.ts';

const STATUS_CODE_MAP: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function renderError(error: AppError, locale: Locale): ApiError {
  const body: ApiError = {
    statusCode: error.status,
    code: error.code,
    error: STATUS_CODES[error.status] ?? 'Error',
    message: t(locale, error.messageKey, error.params),
  };
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [field, t(locale, key, error.params)]),
      )
    : undefined;
  if (fields || error.details) body.details = { ...error.details, ...(fields ? { fields } : {}) };
  return body;
}

type ValidationIssue = { instancePath: string; message?: string; params?: { params?: unknown } };

/** A custom zod issue's `params` (`{ names: '{x}' }`) fill its message's placeholders. */
const textParams = (value: unknown): MessageParams =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
      )
    : {};

/** Zod issues -> one message key per field (the first issue of a field wins). */
function validationError(error: FastifyError & { validation: ValidationIssue[] }) {
  const fields: Record<string, MessageKey> = {};
  let params: MessageParams = {};
  for (const issue of error.validation) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    if (fields[field]) continue;
    fields[field] = issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    params = { ...textParams(issue.params?.params), ...params };
  }
  const first = Object.values(fields)[0] ?? 'errors.VALIDATION_FAILED';
  return new AppError('VALIDATION_FAILED', { fields, messageKey: first, params });
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error);
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its contract');
    return new AppError('INTERNAL', { cause: error });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODE_MAP[status] ?? 'BAD_REQUEST';
    return new AppError(code, { status, cause: error });
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL', { cause: error });
}

/** One error shape for every non-2xx answer: `{ statusCode, code, error, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    return reply.status(appError.status).send(renderError(appError, request.locale));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const error = new AppError('NOT_FOUND', { messageKey: 'errors.routeNotFound' });
  return reply.status(404).send(renderError(error, request.locale));
}
