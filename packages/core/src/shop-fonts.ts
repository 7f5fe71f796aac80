/**
 * Font families the storefront ships and serves itself (nothing loads from elsewhere): a shop's
 * configured title and menu fonts are drawn in them when named here; any other name falls back to
 * the shopper's own fonts.
 */
export const SHIPPED_FONT_FAMILIES = ['Bebas Neue', 'Lato', 'Merriweather', 'Montserrat', 'Oswald', 'Playfair Display'] as const;

