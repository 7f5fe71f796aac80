import type { Category, Item } from './catalog.js';
import type { ClientConfig } from './client-config.js';
import type { Locale } from './locale.js';
import type { GateAnswers } from './storefront-gates.js';

/*
 * What the server hands the storefront's server renderer (apps/web/src/entry-server.tsx) and embeds
 * in the page for the browser, which hydrates the same markup from the same data
 * (docs/decisions/028).
 */

/** The store, its configuration and its categories: what every storefront page needs. */
export interface StorefrontBootstrap {
  store: string;
  config: ClientConfig;
  categories: Category[];
}

/**
 * A storefront path's own first-screen data (a category's items, a search's, an item and its
 * variants). A listing's `filterQuery` is the canonical query string of the filters its items are
 * under (listing-filters.ts), '' or absent for none.
 */
export interface StorefrontRouteData {
  categoryItems?: { categoryId: string; filterQuery?: string; items: Item[] };
  search?: { text: string; filterQuery?: string; items: Item[] };
  item?: Item;
  /** An item's path whose item the shop does not sell (the page answers 404 and says so). */
  missingItemId?: string;
  variants?: { itemId: string; items: Item[] };
}

/**
 * Who the first view was rendered for: its language and the gates the visitor had answered
 * (from their cookies). The browser's first render uses the same, so it matches the markup;
 * what only the browser knows (local storage) fills in after hydration.
 */
export interface FirstView extends GateAnswers {
  locale: Locale;
}

export interface StorefrontRenderInput {
  /** The path (and query) the page is for. */
  url: string;
  firstView: FirstView;
  bootstrap: StorefrontBootstrap;
  route: StorefrontRouteData;
}

export interface StorefrontRenderOutput {
  /** The markup of the app's root element. */
  html: string;
  /** `<style>` elements with the CSS that markup uses, for the document's head. */
  styles: string;
}

/**
 * The global the server's first-view check sets on a page it is asking for again (with cookies
 * that match the browser's local storage): that page's scripts stay still, it is about to go.
 */
export const FIRST_VIEW_AGAIN = 'backroomFirstViewAgain';

/** The server entry's render function. */
export type RenderStorefront = (input: StorefrontRenderInput) => Promise<StorefrontRenderOutput>;
