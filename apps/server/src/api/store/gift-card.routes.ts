import { ErrorBody } from '@backroom/core/api-error';
import {
  AdjustGiftCardBody,
  BalanceCheckBody,
  GiftCardBalance,
  GiftCardItem,
  GiftCardItemBody,
  GiftCardLiability,
  GiftCardListQuery,
  IssuedGiftCard,
  IssueGiftCardBody,
  StaffGiftCard,
  StaffGiftCardWithHistory,
  VoidGiftCardBody,
} from '@backroom/core/gift-cards/gift-card-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commitCatalogChange } from '../../catalog/catalog-change.js';
import { refundSoldGiftCard } from '../../flows/gift-card-orders.js';
import { requireRole } from '../../identity/require-role.js';
import {
  adjustGiftCard,
  checkGiftCardBalance,
  deleteGiftCardItem,
  giftCardHistory,
  giftCardLiability,
  issueGiftCard,
  listGiftCardItems,
  listGiftCards,
  putGiftCardItem,
  staffGiftCardAnswer,
  voidGiftCard,
} from '../../gift-cards/gift-card.service.js';
import { sendIssuedGiftCard } from '../../flows/gift-card-delivery.js';

const tags = ['gift cards'];
const StoreParams = z.object({ store: z.string() });
const CardParams = StoreParams.extend({ id: z.string().max(40) });
const ItemParams = StoreParams.extend({ itemId: z.string().max(64) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Gift cards (docs/decisions/067): the shopper's balance check, staff's cards and gift card items. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gift-card-items', {
    schema: { tags, summary: 'Items sold as gift cards: fixed (limits null: worth the price) or an amount chosen within limits', params: StoreParams, response: { 200: z.array(GiftCardItem) } },
    handler: async (request) => listGiftCardItems(app.shop.db, request.storeId),
  });

  app.post('/gift-cards/balance', {
    schema: {
      tags,
      summary: "A gift card's balance by its code (case, spaces and dashes ignored); unknown and voided codes answer the same 404; failed guesses are limited per address (429)",
      params: StoreParams,
      body: BalanceCheckBody,
      response: { 200: GiftCardBalance, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
    handler: async (request) => checkGiftCardBalance(request.ctx, request.body.code, request.ip),
  });

  app.get('/gift-cards', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: "The store's gift cards, newest first (last four only)", params: StoreParams, querystring: GiftCardListQuery, response: { 200: z.array(StaffGiftCard), ...refused } },
    handler: async (request) => listGiftCards(app.shop.db, request.storeId, request.query),
  });

  app.get('/gift-cards/liability', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: 'The outstanding balance of active gift cards: a liability (no expiry, no fees)', params: StoreParams, response: { 200: GiftCardLiability, ...refused } },
    handler: async (request) => ({ ...(await giftCardLiability(app.shop.db, request.storeId)), currency: 'CAD' as const, expiresAt: null, fees: 0 as const }),
  });

  app.get('/gift-cards/:id', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: "A gift card and its history (its ledger: balance = sum)", params: CardParams, response: { 200: StaffGiftCardWithHistory, ...refused } },
    handler: async (request) => {
      const { card, history } = await giftCardHistory(app.shop.db, request.storeId, request.params.id);
      return {
        ...(await staffGiftCardAnswer(app.shop.db, card)),
        history: history.map((entry) => ({ kind: entry.kind, amount: entry.amount, balanceAfter: entry.balance_after, orderId: entry.order_id, note: entry.note, actor: entry.actor, at: entry.at })),
      };
    },
  });

  app.post('/gift-cards', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Issue a gift card by hand (a gift, a store credit) with a note; the whole code is shown only in this answer', params: StoreParams, body: IssueGiftCardBody, response: { 201: IssuedGiftCard, ...refused } },
    handler: async (request, reply) => {
      const { card, code } = await issueGiftCard(request.ctx, request.body);
      if (card.recipient_email !== '') sendIssuedGiftCard(request.ctx, app, card, code);
      return reply.code(201).send({ ...(await staffGiftCardAnswer(app.shop.db, card)), code });
    },
  });

  app.post('/gift-cards/:id/void', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Void a gift card with a note: its balance goes to 0', params: CardParams, body: VoidGiftCardBody, response: { 200: StaffGiftCard, ...refused } },
    handler: async (request) => staffGiftCardAnswer(app.shop.db, (await voidGiftCard(request.ctx, request.params.id, request.body.note)).card),
  });

  app.post('/gift-cards/:id/adjust', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: "Add to (+) or take from (−) a gift card's balance with a note, never below 0", params: CardParams, body: AdjustGiftCardBody, response: { 200: StaffGiftCard, ...refused } },
    handler: async (request) => staffGiftCardAnswer(app.shop.db, await adjustGiftCard(request.ctx, request.params.id, request.body.amount, request.body.note)),
  });

  app.post('/gift-cards/:id/refund', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: "Refund a sold gift card: its unspent balance goes back through the order's payment and the card is voided", params: CardParams, body: VoidGiftCardBody, response: { 200: StaffGiftCard, ...refused } },
    handler: async (request) => staffGiftCardAnswer(app.shop.db, await refundSoldGiftCard(request.ctx, app, request.params.id, request.body.note)),
  });

  app.put('/gift-cards/items/:itemId', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Sell an item as a gift card: both limits null (worth its price) or an amount chosen within them', params: ItemParams, body: GiftCardItemBody, response: { 200: GiftCardItem, ...refused } },
    handler: async (request) => commitCatalogChange(request.ctx, app.catalogVersions, (tx) => putGiftCardItem({ ...request.ctx, db: tx }, request.params.itemId, request.body)),
  });

  app.delete('/gift-cards/items/:itemId', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Stop selling an item as a gift card (cards sold stay good)', params: ItemParams, response: { 204: z.null(), ...refused } },
    handler: async (request, reply) => {
      await commitCatalogChange(request.ctx, app.catalogVersions, (tx) => deleteGiftCardItem({ ...request.ctx, db: tx }, request.params.itemId));
      return reply.code(204).send(null);
    },
  });
};
