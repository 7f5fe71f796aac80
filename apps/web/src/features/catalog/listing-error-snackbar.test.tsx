import { createTheme } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingErrorSnackbar } from './listing-error-snackbar';

/** How long the alert takes to fade out once it closes. */
const FADE_OUT_MS = createTheme().transitions.duration.leavingScreen;

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const alert = () => screen.queryByRole('alert');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ListingErrorSnackbar', () => {
  it("shows a failed load as a red 'Error: {message}' alert", async () => {
    render(<ListingErrorSnackbar error={new Error('There is no category x.')} />);
    await wait(1_000);

    expect(alert()?.textContent).toBe('Error: There is no category x.');
    expect(within(alert()!).getByTestId('ErrorOutlineIcon')).toBeTruthy();
    expect(getComputedStyle(alert()!).backgroundColor).toBe('rgb(211, 47, 47)');
  });

  it('shows nothing without an error', () => {
    render(<ListingErrorSnackbar error={null} />);
    expect(alert()).toBeNull();
  });

  it('hides after 6 s, not at a click elsewhere, and shows the next failure again', async () => {
    const { rerender } = render(
      <>
        <button type="button">Somewhere else</button>
        <ListingErrorSnackbar error={new Error('There is no category x.')} />
      </>,
    );
    await wait(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Somewhere else' }));
    await wait(4_999);
    expect(alert()?.textContent).toBe('Error: There is no category x.');

    await wait(1);
    expect(alert()?.style.opacity).toBe('0');
    await wait(FADE_OUT_MS);
    expect(alert()).toBeNull();

    rerender(
      <>
        <button type="button">Somewhere else</button>
        <ListingErrorSnackbar error={new Error('The shop could not be reached.')} />
      </>,
    );
    await wait(1_000);
    expect(alert()?.textContent).toBe('Error: The shop could not be reached.');
  });
});
