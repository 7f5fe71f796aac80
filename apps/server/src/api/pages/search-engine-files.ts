import type { FastifyInstance } from 'fastify';
import { getCategories } from '../../catalog/category.service.js';
import { listListedItems } from '../../catalog/item.service.js';
import { STOREFRONT_STORE } from '../../web/storefront-document.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;
const PUBLIC_PAGES = ['/', '/category', '/florist', '/about', '/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/contact'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** /robots.txt and /sitemap.xml for search engines: the public pages, categories and items. */
export function registerSearchEngineFiles(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /order/', 'Disallow: /export/', 'Disallow: /members', 'Disallow: /saved-cart/', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const categories = await getCategories(app.shop.db, STOREFRONT_STORE);
    const items = await listListedItems(app.shop.db, STOREFRONT_STORE, SITEMAP_LIMIT - PUBLIC_PAGES.length - categories.length);
    const entries = [
      ...PUBLIC_PAGES.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...categories.map((category) => `<url><loc>${escapeXml(origin + category.url)}</loc></url>`),
      ...items.map(
        (item) =>
          `<url><loc>${escapeXml(`${origin}/item/${encodeURIComponent(item.id)}`)}</loc><lastmod>${item.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
