import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { makeClientConfig, renderWithShop } from '../../testing/render-with-shop';
import { ContactPage } from './contact-page';
import { FloristPage } from './florist-page';
import { PaymentPage } from './payment-page';
import { TermsPage } from './terms-page';

const config = makeClientConfig({
  description: 'Grow supplies and flowers from Liverpool, Nova Scotia.',
  address: { street: '123 Main Street', poBox: 'PO Box 1450', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'Canada' },
});

const renderWithConfig = (page: ReactElement) => renderWithShop(page, { config });

describe('ContactPage', () => {
  it("shows the shop's phone, email and full address from the configuration", () => {
    renderWithConfig(<ContactPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(902) 555-0142' }).getAttribute('href')).toBe('tel:+19025550142');
    expect(screen.getByRole('link', { name: 'hello@thebackroom.ca' }).getAttribute('href')).toBe(
      'mailto:hello@thebackroom.ca',
    );
    const address = within(screen.getByRole('group'));
    expect(address.getByText(/123 Main Street/)).toBeTruthy();
    expect(address.getByText(/PO Box 1450/)).toBeTruthy();
    expect(address.getByText(/Liverpool, NS/)).toBeTruthy();
    expect(address.getByText(/Canada B0T 1K0/)).toBeTruthy();
    expect(screen.getByText('Tuesday to Friday:')).toBeTruthy();
  });
});

describe('ContactPage without a PO box', () => {
  it('leaves no empty line in the address', () => {
    const noBox = makeClientConfig({ address: { ...config.general.address, poBox: '' } });
    renderWithShop(<ContactPage />, { config: noBox });
    const address = screen.getByRole('group');
    expect(address.innerHTML).not.toMatch(/<br><br>/);
    expect(address.querySelectorAll('br')).toHaveLength(3);
  });
});

describe('TermsPage', () => {
  it('shows its date and links to the privacy policy and the refund policy', () => {
    renderWithConfig(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Last updated: August 30, 2021')).toBeTruthy();
    expect(screen.getByText(/legal age to consume cannabis/)).toBeTruthy();
    expect(screen.getByText(/We sell and ship within Canada only/)).toBeTruthy();
    // The tax depends on the store's mode and the destination: the payment page says which.
    expect(screen.queryByText(/15 ?%/)).toBeNull();
    expect(screen.getByText(/Sales tax is added at checkout on the items and the shipping; our payment page says which tax applies/)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/privacy');
    expect(hrefs).toContain('/refunds');
  });
});

describe('PaymentPage on tax', () => {
  beforeAll(() => loadLanguage('fr-CA'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const taxSection = () => within(screen.getByRole('heading', { level: 2, name: /Prices and tax|Prix et taxes/ }).closest('section')!);

  it.each(['en-CA', 'fr-CA'] as const)('by destination (%s): the tax of the delivery province, at the rates the checkout charges', (locale) => {
    renderWithShop(<PaymentPage />, { config: makeClientConfig({ tax_mode: 'by-destination', tax_registrations: ['BC'] }), locale });
    const section = taxSection();
    expect(section.getByText(/the sales tax of the province your order is delivered to: GST or HST/)).toBeTruthy();
    expect(section.getByText(/Pickup and local delivery orders are taxed as Nova Scotia sales/).textContent).not.toMatch(/\d ?%/);
    const rows = within(section.getByRole('table', { name: 'Sales tax by delivery province' }))
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent));
    expect(rows).toHaveLength(14);
    expect(rows).toContainEqual(['Nova Scotia', 'HST 14%']);
    expect(rows).toContainEqual(['Ontario', 'HST 13%']);
    expect(rows).toContainEqual(['British Columbia', 'GST 5% + PST 7%']);
    // Not registered for Quebec's QST: only GST is charged there.
    expect(rows).toContainEqual(['Quebec', 'GST 5%']);
  });

  it.each(['en-CA', 'fr-CA'] as const)("flat (%s): SPEC's one 15 %% wherever the order goes, not called HST", (locale) => {
    renderWithShop(<PaymentPage />, { config: makeClientConfig({ tax_mode: undefined }), locale });
    const section = taxSection();
    expect(section.getByText(/A sales tax of 15% is added at checkout wherever your order is delivered, calculated on your items after any discount plus shipping/)).toBeTruthy();
    expect(section.queryByText(/HST/)).toBeNull();
    expect(section.queryByRole('table')).toBeNull();
  });
});

describe('FloristPage', () => {
  const section = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('section')!);

  it('delivers in Liverpool and Queens County', () => {
    renderWithConfig(<FloristPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Florist' })).toBeTruthy();
    expect(section('Delivery in Liverpool and Queens County').getByText(/We deliver arrangements ourselves in Liverpool and throughout Queens County/)).toBeTruthy();
  });

  it('takes orders by phone, on the configured number that a phone can dial', () => {
    renderWithShop(<FloristPage />, { config: makeClientConfig({ phone: '(902) 354-1234' }) });

    const orderByPhone = section('Order by phone');
    expect(orderByPhone.getByText(/Flower orders are taken by phone/)).toBeTruthy();
    expect(orderByPhone.getByRole('link', { name: '(902) 354-1234' }).getAttribute('href')).toBe('tel:+19023541234');
  });

  it('keeps the shop hours: Tuesday to Friday 10 to 4, Saturday 10 to 3', () => {
    renderWithConfig(<FloristPage />);

    const hours = section('Hours').getAllByRole('listitem').map((day) => day.textContent);
    expect(hours).toEqual(['Tuesday to Friday: 10 a.m. to 4 p.m.', 'Saturday: 10 a.m. to 3 p.m.', 'Sunday and Monday: Closed']);
  });
});
