/** Any origin will do: only whether the target stays on it matters, and its own text is never sent. */
const THIS_SITE = 'http://backroom.invalid';
const MAX_LOCATION_LENGTH = 2000;

/**
 * A Location header for a path of this site, as `target` (a path and query a visitor or a form
 * gave) names it: percent-encoded as a header must be (`/€` → `/%E2%82%AC`; what was encoded stays
 * so), or null for anything that would leave the site (`//host`, `/\host`, a scheme, a control
 * character) or is too long. The WHATWG URL parser reads it as browsers will read the header.
 */
export function sameSiteLocation(target: string): string | null {
  if (!target.startsWith('/') || target.length > MAX_LOCATION_LENGTH || [...target].some((character) => character < ' ' || character === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  const location = `${url.pathname}${url.search}`;
  // A path that starts with two slashes ('/.//host' normalised) is read by browsers as another host.
  return /^\/[/\\]/.test(location) ? null : location;
}
