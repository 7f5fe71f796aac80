import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { errorAnswer, stubShopApi } from '../testing/fake-shop-api';
import { makeClientConfig } from '../testing/render-with-shop';
import { AppShell } from './app-shell';

function renderShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/" element={<p>Welcome in</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it("shows 'Loading...' while the configuration loads", () => {
    stubShopApi(() => new Promise(() => undefined));
    renderShell();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('logs a configuration that fails to load, tells the shopper nothing more, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    stubShopApi((request) => {
      if (request.path !== '/config') return undefined;
      tries += 1;
      return tries === 1 ? errorAnswer(503, 'UNAVAILABLE', 'The shop is starting.') : { body: makeClientConfig() };
    });
    renderShell();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('The shop configuration did not load'), expect.anything()));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Welcome in', undefined, { timeout: 3000 })).toBeTruthy();
    expect(document.title).toBe('The Back Room - Grow Supply & Florist');
  });
});
