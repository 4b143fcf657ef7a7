import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '@studio/contracts/common';
import { IdParams } from '@studio/contracts/dashboard';
import { BOARD_COLUMN_TITLES, BOARD_TEXTS, BoardCardBody, BoardCardView, BoardMoveBody, NEW_CARD_COLUMN } from '@studio/contracts/board';
import { HttpError } from '../../../lib/errors';
import { boardCardModel, type BoardCardDoc } from '../../../models/board-card';
import { actorOf, logActivity } from '../../../features/dashboard/activity';
import { replaceUpdate } from '../../../features/dashboard/replace';
import { CARD_OPTIONAL_FIELDS, cardView } from '../../../features/board/card-view';
import { endOfColumn, moveCard } from '../../../features/board/ordering';

const tags = ['board'];

/** The metrics board (admin only): cards with their column and position, kept by the server. */
const boardCards: FastifyPluginAsyncTypebox = async (app) => {
  const Cards = boardCardModel(app.db);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { tags, summary: 'Todos os cards, na ordem de cada coluna', response: { 200: Type.Array(BoardCardView) } } },
    async () => {
      const rows = await Cards.find().sort({ order: 1, _id: 1 }).lean<BoardCardDoc[]>();
      return rows.map(cardView);
    },
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Cria um card (no fim do Backlog)', body: BoardCardBody, response: { 201: BoardCardView, 400: ErrorResponse } } },
    async (req, reply) => {
      const order = await endOfColumn(app.db, NEW_CARD_COLUMN);
      const doc = await Cards.create({ ...req.body, column: NEW_CARD_COLUMN, order });
      await logActivity(app.db, { resource: 'board-card', action: 'created', refId: String(doc._id), label: doc.title, actor: actorOf(req) }, req.log);
      return reply.code(201).send(cardView(doc.toObject()));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Altera um card (campos opcionais ausentes são removidos; coluna e posição não mudam)',
        params: IdParams,
        body: BoardCardBody,
        response: { 200: BoardCardView, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const update = replaceUpdate(req.body, CARD_OPTIONAL_FIELDS);
      const doc = await Cards.findByIdAndUpdate(req.params.id, update, { returnDocument: 'after', runValidators: true }).lean<BoardCardDoc>();
      if (!doc) throw new HttpError(404, BOARD_TEXTS.notFound);
      await logActivity(app.db, { resource: 'board-card', action: 'updated', refId: String(doc._id), label: doc.title, actor: actorOf(req) }, req.log);
      return cardView(doc);
    },
  );

  app.post(
    '/:id/move',
    {
      schema: {
        tags,
        summary: 'Move um card para outra coluna (no fim, ou na posição index); a mesma coluna não muda nada',
        params: IdParams,
        body: BoardMoveBody,
        response: { 200: BoardCardView, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const result = await moveCard(app.db, req.params.id, req.body.column, req.body.index);
      if (!result) throw new HttpError(404, BOARD_TEXTS.notFound);
      if (result.moved) {
        const label = `${result.card.title} → ${BOARD_COLUMN_TITLES[result.card.column]}`;
        await logActivity(app.db, { resource: 'board-card', action: 'moved', refId: req.params.id, label, actor: actorOf(req) }, req.log);
      }
      return cardView(result.card);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui um card', params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Cards.findByIdAndDelete(req.params.id).lean<BoardCardDoc>();
      if (!doc) throw new HttpError(404, BOARD_TEXTS.notFound);
      await logActivity(app.db, { resource: 'board-card', action: 'deleted', refId: String(doc._id), label: doc.title, actor: actorOf(req) }, req.log);
      return reply.code(204).send(null);
    },
  );
};

export default boardCards;
