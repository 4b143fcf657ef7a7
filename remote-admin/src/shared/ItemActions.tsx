import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

interface Props {
  /** completes the buttons' accessible names: 'Editar …', 'Excluir …' */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  /** text buttons, for the small dashboard cards */
  quiet?: boolean;
}

/** The 'Editar' and 'Excluir' icon buttons of an item in a list. */
export function ItemActions({ subject, onEdit, onDelete, quiet }: Props) {
  const type = quiet ? 'text' : undefined;
  const hidden = quiet ? 'true' : undefined;
  return (
    <Flex gap={4}>
      <Tooltip title="Editar">
        <Button type={type} icon={<EditOutlined aria-hidden={hidden} />} onClick={onEdit} aria-label={`Editar ${subject}`} />
      </Tooltip>
      <Tooltip title="Excluir">
        <Button type={type} danger icon={<DeleteOutlined aria-hidden={hidden} />} onClick={onDelete} aria-label={`Excluir ${subject}`} />
      </Tooltip>
    </Flex>
  );
}
