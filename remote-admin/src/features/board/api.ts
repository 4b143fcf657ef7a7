import { api } from '@studio/platform';
import type { BoardCardBody, BoardCardView, BoardMoveBody } from '@studio/contracts/board';
import { unwrap } from '../../shared/http';

/** The metrics board: every card with its column and position, kept by the API. */
export const listCards = () => unwrap(api.get<BoardCardView[]>('/board-cards'));
export const createCard = (body: BoardCardBody) => unwrap(api.post<BoardCardView>('/board-cards', body));
export const updateCard = (id: string, body: BoardCardBody) => unwrap(api.put<BoardCardView>(`/board-cards/${id}`, body));
export const moveCard = (id: string, body: BoardMoveBody) => unwrap(api.post<BoardCardView>(`/board-cards/${id}/move`, body));
export const deleteCard = (id: string) => unwrap(api.delete<null>(`/board-cards/${id}`));
