import { describe, expect, it } from 'vitest';
import { themeForStyle } from './theme';

describe('themeForStyle', () => {
  it('gives each configured style its own colours, made once', () => {
    expect(themeForStyle('default').palette.primary.main).toBe('#2e5e3a');
    expect(themeForStyle('florist').palette.primary.main).toBe('#8e2f4b');
    expect(themeForStyle('dark').palette.mode).toBe('dark');
    expect(themeForStyle('florist')).toBe(themeForStyle('florist'));
  });

  it('falls back to the default style for a name it does not know', () => {
    expect(themeForStyle('neon')).toBe(themeForStyle('default'));
    expect(themeForStyle('toString')).toBe(themeForStyle('default'));
  });
});
