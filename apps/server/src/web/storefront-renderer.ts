import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderStorefront } from '@backroom/core/storefront-render';

/**
 * The storefront's server renderer: the `renderStorefront` of apps/web's built server entry, or
 * null when there is none (a server without a storefront build, or tests of the API alone), and
 * pages are then rendered by the browser as before.
 */
export async function loadStorefrontRenderer(serverEntry: string | null): Promise<RenderStorefront | null> {
  if (serverEntry === null || !existsSync(serverEntry)) return null;
  const entry = (await import(pathToFileURL(serverEntry).href)) as { renderStorefront?: RenderStorefront };
  if (typeof entry.renderStorefront !== 'function') throw new Error(`${serverEntry} has no renderStorefront`);
  return entry.renderStorefront;
}
