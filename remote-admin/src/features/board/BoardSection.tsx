import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { App, Button, Flex, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BOARD_COLUMNS, BOARD_TEXTS, type BoardCardView } from '@studio/contracts/board';
import { useEditor } from '../../shared/useEditor';
import { BoardColumnView } from './BoardColumnView';
import { CardForm } from './CardForm';
import { useBoard } from './useBoard';
import './board.css';

/**
 * 'Board de Métricas' (admin-area.md "Metrics board"): four columns, cards dragged between them (react-dnd)
 * or moved from the card's menu ('Mover para', for the keyboard and for phones). Kept by the API.
 */
export default function BoardSection() {
  const board = useBoard();
  const form = useEditor<BoardCardView>();
  const { modal } = App.useApp();

  const confirmDelete = (card: BoardCardView) =>
    modal.confirm({
      title: BOARD_TEXTS.confirmDelete,
      content: card.title,
      okText: BOARD_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: BOARD_TEXTS.cancel,
      onOk: () => board.remove(card.id),
    });

  return (
    <section className="board" data-testid="board" aria-label={BOARD_TEXTS.title}>
      <Flex justify="space-between" align="center" gap={12} wrap className="board__toolbar">
        <Typography.Text type="secondary">Arraste os cards entre as colunas ou use o menu de cada card.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={form.create}>
          {BOARD_TEXTS.newCard}
        </Button>
      </Flex>
      <Spin spinning={board.loading}>
        <DndProvider backend={HTML5Backend}>
          <div className="board__columns">
            {BOARD_COLUMNS.map((col) => (
              <BoardColumnView
                key={col.id}
                column={col}
                cards={board.columns[col.id]}
                onDrop={(id) => void board.move(id, col.id)}
                onMove={(id, to) => void board.move(id, to)}
                onEdit={form.edit}
                onDelete={confirmDelete}
              />
            ))}
          </div>
        </DndProvider>
      </Spin>
      <CardForm
        open={form.open}
        card={form.item}
        onClose={form.close}
        onSaved={(card) => {
          form.close();
          board.saved(card);
        }}
      />
    </section>
  );
}
