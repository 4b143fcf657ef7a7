import { useMemo } from 'react';
import { App } from 'antd';

export const ERROR_TITLE = 'Erro';
export const SUCCESS_TITLE = 'Sucesso!';

/** Toasts of the admin (antd notification): a title and an optional description, as the spec writes them. */
export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ title, description }),
      error: (title: string, description?: string) => notification.error({ title, description }),
      info: (title: string, description?: string) => notification.info({ title, description }),
    }),
    [notification],
  );
}
