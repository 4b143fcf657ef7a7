/** Messages the API answers in `{ error }`, one definition each (pt-BR). */
export const API_ERRORS = {
  badRequest: 'Requisição inválida.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie JSON.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  unauthorized: 'Você precisa entrar para continuar.',
  forbidden: 'Você não tem permissão para esta ação.',
  tooManyRequests: 'Muitas requisições. Aguarde um instante e tente novamente.',
  dbUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internal: 'Erro interno. Tente novamente em alguns instantes.',
  unknownField: 'Campo não permitido',
  invalidId: 'Identificador inválido.',
} as const;

export interface ApiError {
  error: string;
}
