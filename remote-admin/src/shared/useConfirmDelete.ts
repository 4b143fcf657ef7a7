import { App } from 'antd';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from './useNotify';

interface DeleteRequest {
  title: string;
  /** what is about to go, shown under the question */
  content: string;
  remove: () => Promise<unknown>;
  deleted: string;
  failed: string;
  /** runs once the item is gone (reload the list, refresh the totals) */
  after: () => unknown;
}

/** The delete confirmation every admin list asks before removing an item, with its two toasts. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const notify = useNotify();
  return ({ title, content, remove, deleted, failed, after }: DeleteRequest) =>
    modal.confirm({
      title,
      content,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await remove();
          notify.success(SUCCESS_TITLE, deleted);
          await after();
        } catch {
          notify.error(ERROR_TITLE, failed);
        }
      },
    });
}
