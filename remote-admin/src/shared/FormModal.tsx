import type { ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance, type ModalProps } from 'antd';

/** For tall forms: the dialog keeps within the viewport and its body scrolls. */
export const SCROLLING_BODY: ModalProps['styles'] = { body: { maxHeight: 'calc(90vh - 150px)', overflowY: 'auto', paddingInlineEnd: 4 } };

interface Props<V extends object> extends Pick<ModalProps, 'width' | 'className' | 'styles'> {
  open: boolean;
  title: ReactNode;
  /** the form's name, also the id of its element */
  name: string;
  form: FormInstance<V>;
  initialValues: V;
  onFinish: (values: V) => void;
  onClose: () => void;
  saving: boolean;
  saveLabel: ReactNode;
  /** what the save button reads while saving, when it should say so */
  savingLabel?: ReactNode;
  /** the save button also shows as disabled while saving, not only busy */
  lockSave?: boolean;
  children: ReactNode;
}

/** A form in a dialog with 'Cancelar' and a save button; nothing can be changed or dismissed while it saves. */
export function FormModal<V extends object>({ open, title, name, form, initialValues, onFinish, onClose, saving, saveLabel, savingLabel, lockSave, children, ...modal }: Props<V>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      {...modal}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()} disabled={lockSave ? saving : undefined} loading={saving}>
          {saving && savingLabel !== undefined ? savingLabel : saveLabel}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name={name} initialValues={initialValues} onFinish={onFinish} disabled={saving} requiredMark="optional">
        {children}
      </Form>
    </Modal>
  );
}
