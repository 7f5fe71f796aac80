/**
 * Stands in for MUI's createThemeWithVars in the build (vite.config.ts): the shop's themes are
 * plain (no `cssVariables`, no `colorSchemes`), so MUI's createTheme never calls it.
 */
// eslint-disable-next-line no-restricted-syntax -- it replaces a module MUI imports by default
export default function createThemeWithVars(): never {
  throw new Error('The storefront is built without MUI CSS-variables themes: createTheme was given cssVariables or colorSchemes (apps/web/vite.config.ts).');
}
