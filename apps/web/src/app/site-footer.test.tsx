import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientConfig, renderWithShop } from '../testing/render-with-shop';
import { SiteFooter } from './site-footer';

const storeAddress = { street: '123 Main Street', poBox: 'PO Box 1450', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'Canada' };

function renderFooter(address = storeAddress) {
  const config = makeClientConfig({ address });
  return renderWithShop(<SiteFooter config={config} />, { config });
}

const footer = () => within(screen.getByRole('contentinfo'));

/** The address as the shopper reads it: one entry per line. */
function addressLines(): string[] {
  const lines: string[] = [];
  let line = '';
  for (const node of screen.getByRole('contentinfo').querySelector('address')!.childNodes) {
    if (node.nodeName === 'BR') {
      lines.push(line);
      line = '';
    } else line += node.textContent ?? '';
  }
  return [...lines, line];
}

describe('SiteFooter', () => {
  it.each([
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/tos'],
    ['Contact', '/contact'],
    ['Payment', '/payment'],
    ['Ordering', '/ordering'],
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
  ])('links %s to %s', (label, path) => {
    renderFooter();
    expect(footer().getByRole('link', { name: label }).getAttribute('href')).toBe(path);
  });

  it('groups the policies apart from the ordering information', () => {
    renderFooter();
    const columnOf = (label: string) => footer().getByRole('link', { name: label }).parentElement;
    expect(columnOf('Terms of Service')).toBe(columnOf('Privacy Policy'));
    expect(columnOf('Contact')).toBe(columnOf('Privacy Policy'));
    for (const label of ['Ordering', 'Shipping', 'Returns']) expect(columnOf(label)).toBe(columnOf('Payment'));
    expect(columnOf('Payment')).not.toBe(columnOf('Privacy Policy'));
  });

  it('credits the shop by its configured name', () => {
    renderFooter();
    expect(footer().getByText('brought to you by The Back Room')).toBeTruthy();
  });

  it("shows the shop's postal address in Nova Scotia, Canada, with its PO box", () => {
    renderFooter();
    expect(addressLines()).toEqual(['123 Main Street, PO Box 1450', 'Liverpool, NS B0T 1K0', 'Canada']);
  });

  it('ends the street line at the street when there is no PO box', () => {
    renderFooter({ ...storeAddress, poBox: '' });
    expect(addressLines()).toEqual(['123 Main Street', 'Liverpool, NS B0T 1K0', 'Canada']);
  });
});
