import { describe, expect, it } from 'vitest';
import { isDomProp } from './dom-prop-filter';

describe('isDomProp, the filter the build gives styled tags', () => {
  it('keeps MUI and emotion styling props off the DOM element', () => {
    for (const prop of ['sx', 'theme', 'ownerState', 'as', 'classes', 'component', 'slots', 'slotProps']) expect(isDomProp(prop)).toBe(false);
  });

  it('passes on what the storefront gives its styled tags', () => {
    for (const prop of ['id', 'role', 'onClick', 'aria-label', 'data-testid', 'hidden', 'tabIndex', 'children', 'viewBox']) expect(isDomProp(prop)).toBe(true);
  });
});
