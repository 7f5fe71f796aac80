import { createTheme } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedSnackbar } from './timed-snackbar';

/** How long the alert takes to fade out once it closes. */
const FADE_OUT_MS = createTheme().transitions.duration.leavingScreen;

/** A page with something else to click on, that closes the alert when asked to. */
function PageWithAlert({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Somewhere else</button>
      <TimedSnackbar
        open={open}
        severity="error"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        Error: The category could not be loaded.
      </TimedSnackbar>
    </>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const alert = () => screen.queryByRole('alert');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TimedSnackbar', () => {
  it('stays up for 6 s, then fades away', async () => {
    const onClose = vi.fn();
    render(<PageWithAlert onClose={onClose} />);

    await wait(5_999);
    expect(alert()?.textContent).toBe('Error: The category could not be loaded.');
    expect(alert()?.style.opacity).toBe('1');
    expect(onClose).not.toHaveBeenCalled();

    await wait(1);
    expect(onClose).toHaveBeenCalledOnce();
    expect(alert()?.style.opacity).toBe('0');
    await wait(FADE_OUT_MS);
    expect(alert()).toBeNull();
  });

  it('is not dismissed by a click elsewhere on the page', async () => {
    const onClose = vi.fn();
    render(<PageWithAlert onClose={onClose} />);
    // MUI listens for clicks away only from the tick after opening.
    await wait(1_000);

    fireEvent.click(screen.getByRole('button', { name: 'Somewhere else' }));
    fireEvent.click(document.body);
    await wait(4_999);
    expect(onClose).not.toHaveBeenCalled();
    expect(alert()?.style.opacity).toBe('1');

    await wait(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once with its close button', async () => {
    const onClose = vi.fn();
    render(<PageWithAlert onClose={onClose} />);
    await wait(1_000);

    fireEvent.click(within(alert()!).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await wait(FADE_OUT_MS);
    expect(alert()).toBeNull();
  });
});
