import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lib/lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

function renderScreen(Screen: ReturnType<typeof lazyScreen<object>>) {
  return render(
    <ScreenErrorBoundary resetKey="/">
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>,
  );
}

describe('lazyScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the screen once its chunk arrives, at once when it was preloaded', async () => {
    const Screen = lazyScreen('home-page', async () => () => <h1>Welcome</h1>);
    await Screen.preload();
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('shows the screen when its chunk arrives after the first render', async () => {
    let arrive: (screen: ComponentType<object>) => void = () => undefined;
    const Screen = lazyScreen('about-page', () => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
    renderScreen(Screen);
    expect(screen.getByText('Waiting')).toBeTruthy();
    arrive(() => <h1>About us</h1>);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it("says 'Loading chunk {n} failed' when the chunk is missing, with a way to reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen('cart-page', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(async () => {
      renderScreen(Screen);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Loading chunk cart-page failed. (missing)');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('gives up on a chunk after 120 s by default', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen('terms-page', () => new Promise<ComponentType<object>>(() => undefined));
    await act(async () => {
      renderScreen(Screen);
    });
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk terms-page failed. (timeout)');
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
