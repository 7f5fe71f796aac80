import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import { itemPageTitle, shopPageTitle } from '@backroom/core/page-title';
import type { Item } from '@backroom/core/catalog';
import { type ListingFilters, listingFiltersQuery } from '@backroom/core/listing-filters';
import type { Locale } from '@backroom/core/locale';
import type { FirstView, RenderStorefront, StorefrontBootstrap } from '@backroom/core/storefront-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCategories } from '../catalog/category.service.js';
import { getItem } from '../catalog/item.service.js';
import type { CachedResponse } from '../catalog/catalog-response-cache.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { jobContext } from '../request-context.js';
import { storefrontContentSecurityPolicy } from './content-security-policy.js';
import { documentLocale } from './document-locale.js';
import { FIRST_VIEW_CHECK, FIRST_VIEW_CHECK_SOURCE, PAGE_SCRIPTS_ELEMENT, type PageScripts } from './first-view-check.js';
import { gateAnswersOf } from './gate-answers.js';
import { scriptJson } from './script-json.js';
import { routeDataScript, routePreloads, storefrontListingFilters, storefrontRouteData, storefrontRouteHead } from './storefront-route-data.js';
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
function replaceLiterally(html: string, pattern: string | RegExp, text: string | ((match: string) => string)): string {
  return html.replace(pattern, (match) => (typeof text === 'string' ? text : text(match)));
}

interface Bootstrap {
  /** Script-safe JSON, for the page. */
  json: string;
  value: StorefrontBootstrap;
}

// Parsed once per cached answer: the same object while the catalogue is unchanged.
const parsedBootstraps = new WeakMap<object, StorefrontBootstrap>();

/**
 * The store, configuration and categories (as script-safe JSON and as objects), kept in the
 * catalogue cache so that serving a page does not ask the database while the catalogue is unchanged.
 */
async function storefrontBootstrap(app: FastifyInstance, storeId: string, version: number): Promise<Bootstrap | null> {
  const key = `${storeId} storefront-bootstrap`;
  let entry = app.catalogCache.get(key, version);
  if (!entry) {
    const config = await readSettings(app.shop.db, storeId, 'general').then(({ settings }) => settings, (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!config) return null;
    const categories = await getCategories(app.shop.db, storeId);
    const made: StorefrontBootstrap = { store: storeId, config, categories };
    entry = app.catalogCache.set(key, version, scriptJson(made));
    // The objects it was written from (plain JSON data): not read back from the text.
    parsedBootstraps.set(entry, made);
  }
  let value = parsedBootstraps.get(entry);
  if (!value) {
    value = JSON.parse(entry.body) as StorefrontBootstrap;
    parsedBootstraps.set(entry, value);
  }
  return { json: entry.body, value };
}

export interface StorefrontDocument {
  status: number;
  html: string;
  contentSecurityPolicy: string;
  /** Where a server-rendered page is kept, so its compressed forms are made once and kept beside it. */
  cached?: { key: string; entry: CachedResponse };
}

/** What the page says about one item: its title, description, Open Graph tags and schema.org Product data. */
function itemHead(item: Item, shopName: string, origin: string, storeId: string): { title: string; description: string; head: string[] } {
  const name = displayName(item.name);
  const description = item.description.slice(0, 160) || `${name} from ${item.brand} at ${shopName}.`;
  const price = item.group.variantSummary?.priceLow ?? item.price;
  const image = item.imageId ? `${origin}/${storeId}/api/v1/images/${item.imageId}` : null;
  const head = [
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
  ];
  return { title: itemPageTitle(item.name, shopName), description, head };
}

/** The item id of an item's path, or undefined. */
function itemIdOf(pathname: string): string | undefined {
  return /^\/item\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/** The page with its title and description. */
function withTitle(indexHtml: string, title: string, description: string): string {
  const html = replaceLiterally(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  return replaceLiterally(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`);
}

/** The elements of `head` as the page's head ends them. */
function headText(head: readonly string[]): string {
  return `    ${head.join('\n    ')}\n  </head>`;
}

/** The page with its title and description, and `head` added at the end of its head. */
function withHead(indexHtml: string, title: string, description: string, head: readonly string[]): string {
  return replaceLiterally(withTitle(indexHtml, title, description), '</head>', headText(head));
}

/** The back office: rendered by the browser alone, like any staff tool. */
const STAFF_PATH = /^\/admin(\/|$)/;

/** A page kept in the catalogue cache: its status, a space, then its HTML. */
function pageEntry(status: number, html: string): string {
  return `${status} ${html}`;
}

function fromPageEntry(entry: string): { status: number; html: string } {
  const space = entry.indexOf(' ');
  return { status: Number(entry.slice(0, space)), html: entry.slice(space + 1) };
}

export interface StorefrontDocumentOptions {
  indexHtml: string;
  screenChunks: ScreenChunks;
  /** The storefront's server renderer (apps/web's server entry), when built. */
  renderStorefront: RenderStorefront | null;
}

/**
 * The app's index.html for one storefront path: its title and description, Open Graph tags and
 * schema.org Product data for an item, and what the first screen needs so that it does not wait
 * on a chain of requests: the configuration, the categories and the screen's own data embedded,
 * the screen's scripts and first pictures preloaded. With the storefront's server renderer, the
 * page's markup and critical CSS too (docs/decisions/028), kept in the catalogue cache per store,
 * path, language and gate answers. Unknown routes and items get a 404 status (and the app's
 * not-found page).
 */
export async function renderStorefrontDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  { indexHtml, screenChunks, renderStorefront }: StorefrontDocumentOptions,
): Promise<StorefrontDocument> {
  const storeId = STOREFRONT_STORE;
  const locale = documentLocale(request);
  const version = await app.catalogVersions.current(storeId);
  const bootstrap = version === undefined ? null : await storefrontBootstrap(app, storeId, version);
  const serverRendered = renderStorefront !== null && !STAFF_PATH.test(pathname);
  const firstView: FirstView = { locale, ...gateAnswersOf(request) };
  const origin = `${request.protocol}://${request.host}`;
  // A listing's filters are part of its page (decision 045), in their canonical form: however a
  // link wrote them, the same filters are the same page. Nothing else in the query string is.
  const filters = storefrontListingFilters(pathname, request.url);
  const filterQuery = listingFiltersQuery(filters);
  const key = `${storeId} storefront-page ${locale} ${firstView.ageConfirmed ? 'age' : '-'} ${firstView.siteNoticeAcknowledged ? 'notice' : '-'} ${origin} ${pathname}?${filterQuery}`;
  // A page kept while the catalogue is unchanged goes out as it is: nothing below is worked out again.
  const kept = serverRendered && version !== undefined && bootstrap ? app.catalogCache.get(key, version) : undefined;
  if (kept && bootstrap) return keptPage(key, kept, bootstrap.value.config);

  // In French the app's first render waits for the French messages: they come with the page's scripts.
  const scriptUrls = [...screenChunks.scriptsFor(pathname), ...(locale === 'fr-CA' ? screenChunks.frenchCataloguesFor(pathname) : [])];
  const scripts = scriptUrls.map((url) => `<link rel="modulepreload" crossorigin href="${url}" />`);
  indexHtml = inLanguage(indexHtml, locale);
  // A server without the storefront's store (no demo, not set up yet) still serves the app.
  if (version === undefined || !bootstrap) {
    return {
      status: isStorefrontRoute(pathname) ? 200 : 404,
      html: replaceLiterally(indexHtml, '</head>', `    ${scripts.join('\n    ')}\n  </head>`),
      contentSecurityPolicy: storefrontContentSecurityPolicy(null),
    };
  }
  const { config } = bootstrap.value;
  const page =
    serverRendered &&
    (await serverRenderedPage(app, request, pathname, filters, indexHtml, scriptUrls, bootstrap, firstView, renderStorefront).catch((error: unknown) => {
      // A page the browser renders is still the page: the fault is logged, not shown.
      request.log.error({ err: error, pathname }, 'the storefront could not be rendered on the server');
      return null;
    }));
  if (!page) {
    return {
      ...(await browserRenderedPage(app, request, pathname, filters, indexHtml, scripts, bootstrap, version)),
      contentSecurityPolicy: storefrontContentSecurityPolicy(config),
    };
  }
  return keptPage(key, app.catalogCache.set(key, version, pageEntry(page.status, page.html)), config);
}

// The policy of a server-rendered page, worked out once per configuration (the same object while the catalogue is unchanged).
const renderedPagePolicies = new WeakMap<object, string>();

function keptPage(key: string, entry: CachedResponse, config: StorefrontBootstrap['config']): StorefrontDocument {
  let contentSecurityPolicy = renderedPagePolicies.get(config);
  if (contentSecurityPolicy === undefined) {
    contentSecurityPolicy = storefrontContentSecurityPolicy(config, [FIRST_VIEW_CHECK_SOURCE]);
    renderedPagePolicies.set(config, contentSecurityPolicy);
  }
  return { ...fromPageEntry(entry.body), contentSecurityPolicy, cached: { key, entry } };
}

/**
 * What every storefront page's head starts from: its status, title and description, and for an
 * item (`item`: the path is an item's; null: no such item, a 404) its Open Graph tags and
 * schema.org Product data.
 */
function pageBasics(
  request: FastifyRequest,
  pathname: string,
  filters: ListingFilters,
  bootstrap: Bootstrap,
  item: Item | null | undefined,
): { status: number; title: string; description: string; head: string[] } {
  const { product_name: shopName, product_subtext: subtext, description: shopDescription } = bootstrap.value.config.general;
  const status = isStorefrontRoute(pathname) && item !== null ? 200 : 404;
  const origin = `${request.protocol}://${request.host}`;
  const shown = item ? itemHead(item, shopName, origin, STOREFRONT_STORE) : null;
  // A filtered listing is one of countless views of its listing: search engines are sent to the listing itself.
  const filtered = listingFiltersQuery(filters) === '' ? [] : [`<link rel="canonical" href="${escapeHtml(origin + pathname)}" />`, '<meta name="robots" content="noindex, follow" />'];
  return {
    status,
    title: shown?.title ?? shopPageTitle(shopName, subtext),
    description: shown?.description ?? shopDescription,
    head: [...(shown?.head ?? []), ...filtered, `<meta property="og:site_name" content="${escapeHtml(shopName)}" />`],
  };
}

function bootstrapScript(bootstrap: Bootstrap): string {
  return `<script id="backroom-bootstrap" type="application/json">${bootstrap.json}</script>`;
}

/** The page as it was before the server rendered the storefront: the browser renders it from the embedded data. */
async function browserRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  filters: ListingFilters,
  indexHtml: string,
  scripts: string[],
  bootstrap: Bootstrap,
  version: number,
): Promise<{ status: number; html: string }> {
  const itemId = itemIdOf(pathname);
  const decodedId = itemId === undefined ? undefined : decodedSegment(itemId);
  const item = decodedId === undefined ? undefined : decodedId === null ? null : await getItem(jobContext(app, STOREFRONT_STORE), decodedId).catch(nullIfNotFound);
  const { status, title, description, head } = pageBasics(request, pathname, filters, bootstrap, item);
  head.push(...scripts, await storefrontRouteHead(app, STOREFRONT_STORE, pathname, version, filters), bootstrapScript(bootstrap));
  return { status, html: withHead(indexHtml, title, description, head) };
}

/** A path segment decoded, or null when its percent-escapes are broken (no such item). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function nullIfNotFound(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const INDEX_MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built index.html without its entry script and module preloads, and the scripts the page loads once its first view is in. */
function takeScripts(indexHtml: string, screenScripts: readonly string[]): { page: string; scripts: PageScripts } {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (entry === undefined) throw new Error("the storefront's index.html has no entry script");
  const preloads = [...indexHtml.matchAll(INDEX_MODULE_PRELOAD)].map((match) => match[1]!);
  const page = indexHtml.replace(ENTRY_SCRIPT, '').replace(INDEX_MODULE_PRELOAD, '');
  return { page, scripts: { entry, preload: [...new Set([...preloads, ...screenScripts])] } };
}

/** React's preloads of the pictures it rendered, which it puts before the markup of a part of a page. */
const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;

/**
 * The page with the storefront's markup for the visitor's language and gate answers: the browser
 * hydrates it from the same data, embedded, so the first view needs no script to show.
 */
async function serverRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  filters: ListingFilters,
  indexHtml: string,
  scriptUrls: readonly string[],
  bootstrap: Bootstrap,
  firstView: FirstView,
  renderStorefront: RenderStorefront,
): Promise<{ status: number; html: string }> {
  const route = await storefrontRouteData(app, STOREFRONT_STORE, pathname, filters);
  const { status, title, description, head } = pageBasics(request, pathname, filters, bootstrap, itemIdOf(pathname) === undefined ? undefined : (route.data.item ?? null));
  // Only a listing's filters are read from the query string, in their canonical form (the browser
  // reads the address it has the same way, and then shows the canonical one).
  const filterQuery = listingFiltersQuery(filters);
  const url = filterQuery === '' ? pathname : `${pathname}?${filterQuery}`;
  const rendered = await renderStorefront({ url, firstView, bootstrap: bootstrap.value, route: route.data });
  const preloads = LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '';
  const routePictures = routePreloads(route);
  const preloaded = new Set(routePictures.flatMap((element) => /^<link [^>]*href="([^"]+)"/.exec(element)?.[1] ?? []));
  const reactPreloads = [...preloads.matchAll(/<link [^>]*>/g)].map(([link]) => link).filter((link) => !preloaded.has(/href="([^"]+)"/.exec(link)?.[1] ?? ''));
  // The page's scripts are not in its markup: the check below asks for them once its first view has
  // loaded (decision 028), so that they do not share a slow line with its stylesheet and pictures.
  const { page: withoutScripts, scripts } = takeScripts(indexHtml, scriptUrls);
  head.push(...routePictures, ...reactPreloads, `<script id="${PAGE_SCRIPTS_ELEMENT}" type="application/json">${scriptJson(scripts)}</script>`, rendered.styles);
  // The check runs before the page's stylesheet and scripts are asked for, and reads what the page was rendered for.
  const check = `<script id="backroom-first-view" type="application/json">${scriptJson(firstView)}</script>\n    <script>${FIRST_VIEW_CHECK}</script>`;
  const frame = replaceLiterally(withTitle(withoutScripts, title, description), /<meta charset="[^"]*" \/>/, (charset) => `${charset}\n    ${check}`);
  // The data the browser hydrates from comes after the markup (decision 073): its scripts only run
  // once the whole page is in, and in the head it would hold up the first paint (the store's
  // categories are most of a page's bytes). The page is put together in one pass, not by
  // replacing parts of a string that already holds all of it.
  const headEnd = frame.indexOf('</head>');
  const root = ROOT_ELEMENT.exec(frame);
  const bodyEnd = frame.lastIndexOf('</body>');
  if (headEnd === -1 || !root || root.index < headEnd || bodyEnd < root.index) throw new Error("the storefront's index.html has no head, root element or body end");
  const rootEnd = root.index + root[0].length;
  const data = [...routeDataScript(route, true), bootstrapScript(bootstrap)];
  const html = [
    frame.slice(0, headEnd),
    headText(head),
    frame.slice(headEnd + '</head>'.length, root.index),
    '<div id="root" data-server-rendered="">',
    rendered.html.slice(preloads.length),
    '</div>',
    frame.slice(rootEnd, bodyEnd),
    `  ${data.join('\n    ')}\n  `,
    frame.slice(bodyEnd),
  ].join('');
  return { status, html };
}

/** The root element of the built index.html, with what it shows until the app has rendered. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;
