import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@studio/contracts/errors';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FIELD_NAMES: Record<string, string> = {};

function field(issue: AjvIssue): string {
  const p = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return FIELD_NAMES[p] ?? (p || 'corpo');
}

/** A pt-BR sentence for the first schema violation; a schema may set its own `errorMessage`. */
export function validationMessage(issues: AjvIssue[], schemaMessage?: string): string {
  const issue = issues[0];
  if (!issue) return API_ERRORS.badRequest;
  if (schemaMessage) return schemaMessage;
  const f = field(issue);
  switch (issue.keyword) {
    case 'required':
      return `Campo obrigatório ausente: ${String(issue.params.missingProperty)}.`;
    case 'additionalProperties':
      return `${API_ERRORS.unknownField}: ${String(issue.params.additionalProperty)}.`;
    case 'maxLength':
      return `O campo ${f} deve ter no máximo ${String(issue.params.limit)} caracteres.`;
    case 'minLength':
      return Number(issue.params.limit) <= 1 ? `O campo ${f} não pode ficar vazio.` : `O campo ${f} deve ter pelo menos ${String(issue.params.limit)} caracteres.`;
    case 'maxItems':
      return `O campo ${f} aceita no máximo ${String(issue.params.limit)} itens.`;
    case 'minItems':
      return `O campo ${f} precisa de pelo menos ${String(issue.params.limit)} item(ns).`;
    case 'format':
      return issue.params.format === 'email' ? 'E-mail inválido.' : `Formato inválido no campo ${f}.`;
    case 'type':
      return `Tipo inválido no campo ${f}.`;
    case 'pattern':
      return `Formato inválido no campo ${f}.`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `Valor fora do intervalo permitido no campo ${f}.`;
    default:
      return `Valor inválido no campo ${f}.`;
  }
}

const DB_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

export function isDbUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; message?: string; writeErrors?: unknown };
  return (
    DB_ERRORS.has(e.name ?? '') ||
    // insertMany reports a lost connection as a bulk error with no write errors of its own, in words that vary
    // with the moment it was lost ("connect ECONNREFUSED", "This socket has been ended by the other party"...);
    // the documents were validated before, so such a failure is the database's.
    (e.name === 'MongoBulkWriteError' && !(Array.isArray(e.writeErrors) ? e.writeErrors.length : e.writeErrors)) ||
    (e.name === 'MongooseError' && /buffering timed out|before initial connection|Connection.*closed/i.test(e.message ?? ''))
  );
}

/** The one error handler: `{ error: "<pt-BR>" }`, the right status, never a stack. */
export function errorHandler(this: unknown, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, error: string) => reply.code(status).type('application/json; charset=utf-8').send({ error });

  if (err.validation) {
    const ctx = err.validation[0] as AjvIssue & { parentSchema?: { errorMessage?: string } };
    return send(400, validationMessage(err.validation as unknown as AjvIssue[], ctx?.parentSchema?.errorMessage));
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, API_ERRORS.invalidJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(415, API_ERRORS.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, API_ERRORS.payloadTooLarge);
    case 'FST_JWT_NO_AUTHORIZATION_IN_COOKIE':
    case 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED':
    case 'FST_JWT_AUTHORIZATION_TOKEN_INVALID':
    case 'FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED':
      return send(401, API_ERRORS.unauthorized);
  }
  if (err instanceof SyntaxError) return send(400, API_ERRORS.invalidJson);
  if (isDbUnavailable(err)) {
    req.log.warn({ err: { name: err.name, message: err.message } }, 'banco de dados indisponível');
    reply.header('Retry-After', '5');
    return send(503, API_ERRORS.dbUnavailable);
  }
  if ((err as { name?: string }).name === 'CastError') return send(400, API_ERRORS.invalidId);
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    req.log.error({ err }, 'erro interno');
    return send(status, status === 503 ? API_ERRORS.dbUnavailable : API_ERRORS.internal);
  }
  // Only our own errors carry a message meant for people; anything else gets the generic text of its status.
  if (err instanceof HttpError) return send(status, err.message);
  const generic: Record<number, string> = {
    401: API_ERRORS.unauthorized,
    403: API_ERRORS.forbidden,
    404: API_ERRORS.notFound,
    413: API_ERRORS.payloadTooLarge,
    415: API_ERRORS.unsupportedMediaType,
    429: API_ERRORS.tooManyRequests,
  };
  return send(status, generic[status] ?? API_ERRORS.badRequest);
}

/** An error with a pt-BR message that is safe to show: `throw new HttpError(409, 'Email já cadastrado')`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  req.log.info({ url: req.url }, 'rota não encontrada');
  return reply.code(404).send({ error: API_ERRORS.routeNotFound });
}
