import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpecialOrderTooltip, TOOLTIP_DELAYS } from './special-order-tooltip';

// A file of its own: MUI opens a tooltip at once when another was open moments before, and that
// memory is module-wide.
describe('SpecialOrderTooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the timings of SPEC section 9', () => {
    expect(TOOLTIP_DELAYS).toEqual({ enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 });
  });

  it('opens 100 ms after the pointer arrives, with the phone number', () => {
    vi.useFakeTimers();
    render(
      <SpecialOrderTooltip phone="(902) 555-0142">
        <button type="button">Grow tent</button>
      </SpecialOrderTooltip>,
    );
    // Testing Library waits on real timers between steps: the pointer arrives as a plain event.
    fireEvent.mouseOver(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('This item is special order only. Please contact us at (902) 555-0142.');
  });
});
