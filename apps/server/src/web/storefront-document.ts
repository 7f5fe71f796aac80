import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import { itemPageTitle, shopPageTitle } from '@backroom/core/page-title';
import type { ClientConfig } from '@backroom/core/client-config';
import type { Locale } from '@backroom/core/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCategories } from '../catalog/category.service.js';
import { getItem } from '../catalog/item.service.js';
import { getClientConfig } from '../client-config/client-config.service.js';
import { AppError } from '../http/app-error.js';
import { catalogContext } from '../stores/store-scope.js';
import { storefrontContentSecurityPolicy } from './content-security-policy.js';
import { documentLocale } from './document-locale.js';
import { scriptJson } from './script-json.js';
import { storefrontRouteHead } from './storefront-route-data.js';
import { isStorefrontRoute, type ScreenChunks } from './storefront-routes.js';

/** The store whose storefront the server renders; a browser may switch stores afterwards. */
export const STOREFRONT_STORE = 'backroom';

/** The page with `<html lang>` saying the language its first view is in. */
function inLanguage(html: string, locale: Locale): string {
  return replaceLiterally(html, /<html[^>]*>/, `<html lang="${locale}">`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Puts text in place of the first match as it is: a replacement string would read `$&`, `$'`,
 * `` $` `` and `$$` in an item's name or description as patterns and paste parts of the page.
 */
function replaceLiterally(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

/**
 * The store, configuration and categories as script-safe JSON, kept in the catalogue cache so
 * that serving a page does not ask the database while the catalogue is unchanged.
 */
async function storefrontBootstrap(app: FastifyInstance, storeId: string, version: number): Promise<string | null> {
  const key = `${storeId} storefront-bootstrap`;
  const cached = app.catalogCache.get(key, version);
  if (cached) return cached.body;
  const config = await getClientConfig(app.shop.db, storeId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  if (!config) return null;
  const categories = await getCategories(app.shop.db, storeId);
  return app.catalogCache.set(key, version, scriptJson({ store: storeId, config, categories })).body;
}

export interface StorefrontDocument {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

/**
 * The app's index.html for one storefront path: its title and description, Open Graph tags and
 * schema.org Product data for an item, and what the first screen needs so that it does not wait
 * on a chain of requests: the configuration, the categories and the screen's own data embedded,
 * the screen's scripts and first pictures preloaded. Unknown routes and items get a 404 status
 * (the app then shows its not-found page).
 */
export async function renderStorefrontDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  pathname: string,
  screenChunks: ScreenChunks,
): Promise<StorefrontDocument> {
  const storeId = STOREFRONT_STORE;
  let status = isStorefrontRoute(pathname) ? 200 : 404;
  const locale = documentLocale(request);
  // In French the app's first render waits for the French messages: they come with the page's scripts.
  const scriptUrls = [...screenChunks.scriptsFor(pathname), ...(locale === 'fr-CA' ? screenChunks.frenchCataloguesFor(pathname) : [])];
  const scripts = scriptUrls.map((url) => `<link rel="modulepreload" crossorigin href="${url}" />`);
  indexHtml = inLanguage(indexHtml, locale);
  const version = await app.catalogVersions.current(storeId);
  const bootstrap = version === undefined ? null : await storefrontBootstrap(app, storeId, version);
  // A server without the storefront's store (no demo, not set up yet) still serves the app.
  if (version === undefined || !bootstrap) {
    return {
      status,
      html: replaceLiterally(indexHtml, '</head>', `    ${scripts.join('\n    ')}\n  </head>`),
      contentSecurityPolicy: storefrontContentSecurityPolicy(null),
    };
  }
  const { config } = JSON.parse(bootstrap) as { config: ClientConfig };
  const { product_name: shopName, product_subtext: subtext, description: shopDescription } = config.general;
  let title = shopPageTitle(shopName, subtext);
  let description = shopDescription;
  const head: string[] = [];
  const origin = `${request.protocol}://${request.host}`;

  const itemId = /^\/item\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (itemId) {
    try {
      const item = await getItem(catalogContext(app, storeId), decodeURIComponent(itemId));
      const name = displayName(item.name);
      title = itemPageTitle(item.name, shopName);
      description = item.description.slice(0, 160) || `${name} from ${item.brand} at ${shopName}.`;
      const price = item.group.variantSummary?.priceLow ?? item.price;
      const image = item.imageId ? `${origin}/${storeId}/api/v1/images/${item.imageId}` : null;
      head.push(
        `<meta property="og:type" content="product" />`,
        `<meta property="og:title" content="${escapeHtml(name)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(`${origin}/item/${item.id}`)}" />`,
        ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
        `<script type="application/ld+json">${scriptJson({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name,
          description: item.description,
          sku: item.sku,
          brand: { '@type': 'Brand', name: item.brand },
          ...(image ? { image } : {}),
          offers: {
            '@type': 'Offer',
            priceCurrency: 'CAD',
            price: formatCents(price).replace(/[$,]/g, ''),
            availability: item.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${origin}/item/${item.id}`,
          },
        })}</script>`,
      );
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      status = 404;
    }
  }
  head.push(
    `<meta property="og:site_name" content="${escapeHtml(shopName)}" />`,
    ...scripts,
    await storefrontRouteHead(app, storeId, pathname, version),
    `<script id="backroom-bootstrap" type="application/json">${bootstrap}</script>`,
  );
  let html = replaceLiterally(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceLiterally(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  html = replaceLiterally(html, '</head>', `    ${head.join('\n    ')}\n  </head>`);
  return { status, html, contentSecurityPolicy: storefrontContentSecurityPolicy(config) };
}
