import type { Promotion } from '@backroom/core/promotions/promotion';

/** A promotion for tests: buy 2 potting soils (category 'soil'), get 1 half price; override what the test is about. */
export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'p1',
    name: 'Soil week',
    rule: {
      kind: 'buy-x-get-y',
      buy: { target: { kind: 'categories', categoryIds: ['soil'], names: ['potting soil'] }, quantity: 2 },
      get: { target: null, quantity: 1, percentOff: 50 },
    },
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    combinesWithPromotions: false,
    ...overrides,
  };
}
