import { describe, expect, it } from 'vitest';
import type { SeedItem } from '../seed/catalogue-source.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { testWebRoot } from '../testing/test-web-root.js';
import { STOREFRONT_STORE } from './storefront-document.js';

// Every pattern a replacement string of String.prototype.replace reads ($$, $&, $`, $'), a script's
// end tag and the characters HTML escapes. A shopper sees the name after its last '>', so the
// shown part ends its script tag with a space instead (the HTML parser closes a script on either).
const SHOWN_NAME = `Half price $$ off $& growers$\` pick $' </script "<&'`;
const ITEM_NAME = `Specials </script>${SHOWN_NAME}`;
const DESCRIPTION = `Half price $$ off: $& for growers$\` pick $' </script> "<&' while stock lasts.`;
const BRAND = `Grower$' & Sons`;
const SHOP_NAME = `Grow $& $$ $\` $' "Co"`;
const SUBTEXT = 'Grow Supply';

const TRICKY_ITEM: SeedItem = {
  id: 'half-price',
  name: ITEM_NAME,
  brand: BRAND,
  description: DESCRIPTION,
  sku: 'HP-1',
  upc: '',
  vendor: null,
  externalId: null,
  supplierUrls: [],
  homeUrls: [],
  categoryId: 'soil',
  price: 1250,
  cost: 600,
  inventory: { store: { count: 4 } },
  hidden: false,
  discontinued: false,
  special: false,
  notes: '',
  picture: null,
};

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="x" /><title>Shop</title></head><body><div id="root"></div></body></html>';

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function count(html: string, part: string): number {
  return html.split(part).length - 1;
}

/** The one match of a pattern's first group, failing when the page has none or several. */
function only(html: string, pattern: RegExp): string {
  const matches = [...html.matchAll(new RegExp(pattern.source, 'g'))];
  expect(matches, String(pattern)).toHaveLength(1);
  return matches[0]![1]!;
}

/** The page is the index.html it was built from, once over, with nothing pasted into it twice. */
function expectWholeDocumentOnce(html: string): void {
  for (const part of ['<!doctype html>', '<html lang="en-CA">', '<head>', '</head>', '<title>', '<body>', '<div id="root">', '</html>']) {
    expect(count(html, part), part).toBe(1);
  }
  expect(html.endsWith('\n  </head><body><div id="root"></div></body></html>')).toBe(true);
  // No text ends a script early: every script's end tag is its own.
  expect(count(html, '</script')).toBe(count(html, '<script'));
}

describe('the storefront document of an item whose words look like replacement patterns and markup', () => {
  const webRoot = testWebRoot({ 'index.html': INDEX_HTML });
  const catalogue = fixtureCatalogue(STOREFRONT_STORE);
  const shop = shopUnderTest('sqlite', {
    app: () => ({ webRoot: webRoot.path }),
    seed: [
      {
        ...catalogue,
        config: { ...fixtureConfig, general: { ...fixtureConfig.general, product_name: SHOP_NAME, product_subtext: SUBTEXT } },
        items: [...catalogue.items, TRICKY_ITEM],
      },
    ],
  });


  it('gives the item page its exact title, description and Open Graph tags, HTML-escaped', async () => {
    const response = await shop.app.inject({ url: '/item/half-price', headers: { host: 'shop.example.ca' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectWholeDocumentOnce(html);
    const shownName = "Half price $$ off $&#38; growers$` pick $&#39; &#60;/script &#34;&#60;&#38;&#39;";
    const description = "Half price $$ off: $&#38; for growers$` pick $&#39; &#60;/script&#62; &#34;&#60;&#38;&#39; while stock lasts.";
    const shopName = "Grow $&#38; $$ $` $&#39; &#34;Co&#34;";
    expect(
      html.startsWith(
        `<!doctype html><html lang="en-CA"><head><meta name="description" content="${description}" /><title>${shownName} - ${shopName}</title>    `,
      ),
    ).toBe(true);
    expect(decodeHtml(only(html, /<title>([^<]*)<\/title>/))).toBe(`${SHOWN_NAME} - ${SHOP_NAME}`);
    expect(only(html, /<meta property="og:title" content="([^"]*)" \/>/)).toBe(shownName);
    expect(decodeHtml(only(html, /<meta property="og:title" content="([^"]*)" \/>/))).toBe(SHOWN_NAME);
    expect(decodeHtml(only(html, /<meta property="og:description" content="([^"]*)" \/>/))).toBe(DESCRIPTION);
    expect(decodeHtml(only(html, /<meta name="description" content="([^"]*)" \/>/))).toBe(DESCRIPTION);
    expect(decodeHtml(only(html, /<meta property="og:site_name" content="([^"]*)" \/>/))).toBe(SHOP_NAME);
  });

  it('gives the item page schema.org Product data and embedded data that parse back to the exact words', async () => {
    const html = (await shop.app.inject({ url: '/item/half-price', headers: { host: 'shop.example.ca' } })).body;
    expectWholeDocumentOnce(html);
    const product = JSON.parse(only(html, /<script type="application\/ld\+json">(.*?)<\/script>/)) as Record<string, unknown>;
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: SHOWN_NAME,
      description: DESCRIPTION,
      sku: 'HP-1',
      brand: { '@type': 'Brand', name: BRAND },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'CAD',
        price: '12.50',
        availability: 'https://schema.org/InStock',
        url: 'http://shop.example.ca/item/half-price',
      },
    });
    const route = JSON.parse(only(html, /<script id="backroom-route" type="application\/json">(.*?)<\/script>/)) as {
      item: { id: string; name: string; brand: string; description: string };
    };
    expect(route.item).toMatchObject({ id: 'half-price', name: ITEM_NAME, brand: BRAND, description: DESCRIPTION });
    const bootstrap = JSON.parse(only(html, /<script id="backroom-bootstrap" type="application\/json">(.*?)<\/script>/)) as {
      config: { general: { product_name: string; product_subtext: string } };
    };
    expect(bootstrap.config.general).toMatchObject({ product_name: SHOP_NAME, product_subtext: SUBTEXT });
  });

  it('embeds a listing holding the item with its exact words', async () => {
    const response = await shop.app.inject({ url: '/category/soil' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectWholeDocumentOnce(html);
    expect(decodeHtml(only(html, /<title>([^<]*)<\/title>/))).toBe(`${SHOP_NAME} - ${SUBTEXT}`);
    const route = JSON.parse(only(html, /<script id="backroom-route" type="application\/json">(.*?)<\/script>/)) as {
      categoryItems: { categoryId: string; items: Array<{ id: string; name: string; description: string }> };
    };
    expect(route.categoryItems.categoryId).toBe('soil');
    expect(route.categoryItems.items.find((item) => item.id === 'half-price')).toMatchObject({ name: ITEM_NAME, description: DESCRIPTION });
  });
});
