import { readFile } from 'node:fs/promises';
import path from 'node:path';

const staticPage = (name: string, module: string) => ({
  pattern: new RegExp(`^/${name}/?$`),
  screens: [`src/features/static-pages/${module}.tsx`],
});

/**
 * The storefront's routes (apps/web/src/app/app-routes.tsx) and the source modules of the
 * screens each shows (apps/web/src/app/screens.ts). A path that matches none is a 404 page.
 */
const STOREFRONT_ROUTES: readonly { pattern: RegExp; screens: readonly string[] }[] = [
  { pattern: /^\/$/, screens: ['src/features/home/home-page.tsx'] },
  { pattern: /^\/category\/?$/, screens: ['src/app/listing-with-item.tsx'] },
  // A category's or search's filter bar is a chunk of its own (docs/decisions/045).
  { pattern: /^\/category(\/[^/]+){1,2}\/?$/, screens: ['src/app/listing-with-item.tsx', 'src/features/catalog/listing-filter-bar.tsx'] },
  { pattern: /^\/search\/[^/]+\/?$/, screens: ['src/app/listing-with-item.tsx', 'src/features/catalog/listing-filter-bar.tsx'] },
  { pattern: /^\/item\/[^/]+\/?$/, screens: ['src/app/listing-with-item.tsx', 'src/features/catalog/item-dialog.tsx'] },
  { pattern: /^\/order\/cart\/?$/, screens: ['src/features/cart/cart-page.tsx'] },
  { pattern: /^\/order\/checkout\/?$/, screens: ['src/features/checkout/checkout-page.tsx'] },
  { pattern: /^\/saved-cart\/[^/]+\/?$/, screens: ['src/features/saved-cart/saved-cart-page.tsx'] },
  { pattern: /^\/saved-cart\/[^/]+\/unsubscribe\/?$/, screens: ['src/features/saved-cart/unsubscribe-page.tsx'] },
  { pattern: /^\/order\/[^/]+\/?$/, screens: ['src/features/orders/receipt-page.tsx'] },
  staticPage('privacy', 'privacy-page'),
  staticPage('tos', 'terms-page'),
  staticPage('payment', 'payment-page'),
  staticPage('ordering', 'ordering-page'),
  staticPage('shipping', 'shipping-page'),
  staticPage('(returns|refunds)', 'returns-page'),
  staticPage('contact', 'contact-page'),
  staticPage('florist', 'florist-page'),
  staticPage('about', 'about-page'),
  { pattern: /^\/members\/?$/, screens: ['src/features/members/members-page.tsx'] },
  { pattern: /^\/members\/forgot-password\/?$/, screens: ['src/features/members/forgot-password-page.tsx'] },
  { pattern: /^\/members\/new-password\/?$/, screens: ['src/features/members/new-password-page.tsx'] },
  { pattern: /^\/gift-cards\/balance\/?$/, screens: ['src/features/gift-cards/balance-page.tsx'] },
  staticPage('export/csv', 'export-csv-page'),
  // The back office and its deep links (its own chunks; the storefront never preloads them).
  { pattern: /^\/admin(\/.*)?$/, screens: ['src/features/admin/admin-app.tsx'] },
];
const NOT_FOUND_SCREEN = 'src/features/home/not-found-page.tsx';

/** Whether the storefront has a page at this path (else it shows its not-found page, with a 404). */
export function isStorefrontRoute(pathname: string): boolean {
  return STOREFRONT_ROUTES.some((route) => route.pattern.test(pathname));
}

function screenModules(pathname: string): readonly string[] {
  return STOREFRONT_ROUTES.find((route) => route.pattern.test(pathname))?.screens ?? [NOT_FOUND_SCREEN];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** A French message catalogue's source (apps/web/compiled-catalogues.ts): its own chunk, loaded on demand. */
const FRENCH_CATALOGUE = /\.messages\.fr\.ts$/;
type Manifest = Record<string, ManifestChunk>;

/**
 * The script files each screen needs, from the Vite build's manifest, so the page can ask for
 * them at once (modulepreload) instead of after the app's own script has run.
 */
export class ScreenChunks {
  private constructor(
    private readonly manifest: Manifest,
    /** Files index.html preloads already: the entry and what it imports. */
    private readonly entryFiles: ReadonlySet<string>,
    private readonly entryKeys: readonly string[] = [],
  ) {}

  /** Reads dist/.vite/manifest.json; without it (a build without one) nothing is preloaded. */
  static async load(webRoot: string): Promise<ScreenChunks> {
    const text = await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
    const manifest = JSON.parse(text) as Manifest;
    const chunks = new ScreenChunks(manifest, new Set());
    const entryKeys = Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
    return new ScreenChunks(manifest, new Set(chunks.filesOf(entryKeys)), entryKeys);
  }

  /**
   * Urls of the French message catalogues the first view of `pathname` reads: the frame's and
   * its screens'. The app waits for them before its first render in French.
   */
  frenchCataloguesFor(pathname: string): string[] {
    const keys = [...this.entryKeys, ...screenModules(pathname)];
    const catalogues = this.chunksOf(keys).flatMap((chunk) => (chunk.dynamicImports ?? []).filter((key) => FRENCH_CATALOGUE.test(key)));
    return [...new Set(catalogues)].flatMap((key) => {
      const file = this.manifest[key]?.file;
      return file ? [`/${file}`] : [];
    });
  }

  /** Urls of the scripts the screens of `pathname` need beyond the entry's. */
  scriptsFor(pathname: string): string[] {
    return this.filesOf(screenModules(pathname))
      .filter((file) => !this.entryFiles.has(file))
      .map((file) => `/${file}`);
  }

  private filesOf(keys: readonly string[]): string[] {
    return [...new Set(this.chunksOf(keys).map((chunk) => chunk.file))];
  }

  /** The chunks of `keys` and every chunk they import statically. */
  private chunksOf(keys: readonly string[]): ManifestChunk[] {
    const chunks: ManifestChunk[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      chunks.push(chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return chunks;
  }
}
