/**
 * Stands in for `@emotion/is-prop-valid` in the build (vite.config.ts): which props a
 * `styled('tag')` without its own `shouldForwardProp` passes on to its DOM element.
 *
 * Emotion's filter is a list of every DOM and SVG attribute name (4 KB minified, 2 KB gzip of
 * every first view). MUI's own components filter their props themselves (`rootShouldForwardProp`,
 * `slotShouldForwardProp`), and the storefront's styled tags are given only DOM props, or name
 * their own look props in a `shouldForwardProp` (`PageColumn`, `DialogRoot`, `Placeholder`), so
 * only the props MUI and emotion pass around for styling need keeping out. A styled tag that takes
 * a prop of its own must say so in its `shouldForwardProp` (decision 019).
 */
const STYLING_PROPS: ReadonlySet<string> = new Set(['as', 'classes', 'component', 'ownerState', 'slotProps', 'slots', 'sx', 'theme']);

export function isDomProp(prop: string): boolean {
  return !STYLING_PROPS.has(prop);
}

// eslint-disable-next-line no-restricted-syntax -- it replaces a module emotion imports by default
export default isDomProp;
