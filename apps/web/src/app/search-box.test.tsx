import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi, type FakeRequest } from '../testing/fake-shop-api';
import { renderWithShop } from '../testing/render-with-shop';
import { SearchBox } from './search-box';

// The search reloads the whole page on its results (SPEC section 2), which jsdom cannot do: the
// page the browser is sent to is what the shopper sees.
let pageLoads: ReturnType<typeof vi.fn<(url: string) => void>>;
let requests: FakeRequest[];

beforeEach(() => {
  pageLoads = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, assign: pageLoads });
  requests = stubShopApi(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the shop' });

describe.each([
  ['on a desktop', false],
  ['on a phone', true],
])('SearchBox %s', (_screenSize, fullWidth) => {
  const search = async (typed: string) => {
    renderWithShop(<SearchBox fullWidth={fullWidth} />);
    await userEvent.type(searchBox(), typed);
  };

  it('goes to the search results on Enter', async () => {
    await search('Big Bloom{Enter}');
    expect(pageLoads.mock.calls).toEqual([['/search/Big%20Bloom']]);
  });

  it('turns every character but letters, digits, underscores and spaces into dots and trims the ends', async () => {
    await search('  pH_up Crème (1 L) / 4-pack!  {Enter}');
    expect(pageLoads).toHaveBeenCalledOnce();
    expect(decodeURIComponent(pageLoads.mock.calls[0]![0])).toBe('/search/pH_up Crème .1 L. . 4.pack.');
  });

  it('does not search before Enter', async () => {
    await search('Big Bloom');
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it.each([
    ['empty', '{Enter}'],
    ['only spaces', '    {Enter}'],
  ])('stays put and asks the shop nothing when the search is %s', async (_kind, typed) => {
    await search(typed);
    expect(pageLoads).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});
