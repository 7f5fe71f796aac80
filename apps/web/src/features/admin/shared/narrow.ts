/**
 * Below this breakpoint (900 px) the back office is laid out for a phone or a tablet held upright:
 * the sections in a menu, lists as cards, form fields one under another.
 */
export const NARROW = 'md';
