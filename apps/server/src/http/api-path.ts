/** A path of the API (`/api/...` or `/{store}/api/...`), as opposed to a storefront page. */
export const API_PATH = /^\/(?:[^/]+\/)?api(?:\/|$)/;
