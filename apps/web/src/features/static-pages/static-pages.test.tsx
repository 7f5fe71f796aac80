import type { ClientConfig } from '@backroom/core/client-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientConfigQuery } from '../client-config/api/get-client-config';
import { ContactPage } from './contact-page';
import { MembersPage } from './members-page';
import { TermsPage } from './terms-page';

const config: ClientConfig = {
  general: {
    root_category: '1',
    product_name: 'The Back Room',
    product_subtext: 'Grow Supply & Florist',
    description: 'Grow supplies and flowers from Liverpool, Nova Scotia.',
    email: 'hello@thebackroom.ca',
    phone: '(902) 555-0142',
    url: 'https://thebackroom.ca',
    style: 'default',
    menus: [],
    fonts: { title: 'Playfair Display', menu: 'Oswald' },
    logo: { left: 8, top: 4, height: 56 },
    site_disabled: false,
    age_check: true,
    welcome_text: 'Welcome.',
    shipping: ['PICKUP', 'LOCAL', 'CP.RP'],
    gift_card: false,
    payment_providers: [],
    address: {
      street: '123 Main Street',
      poBox: 'PO Box 1450',
      city: 'Liverpool',
      province: 'NS',
      postal: 'B0T 1K0',
      country: 'Canada',
    },
  },
  user: { showHidden: false },
  paysafe: {
    dev: { username: 'test-user', password: 'test-key', environment: 'TEST' },
    prod: { username: 'live-user', password: 'live-key', environment: 'LIVE' },
  },
  square: { application_id: 'sandbox-app', location_id: 'LOCATION' },
};

function renderWithConfig(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(clientConfigQuery.queryKey, config);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

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

describe('TermsPage', () => {
  it('shows its date and links to the privacy policy and the refund policy', () => {
    renderWithConfig(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Last updated: August 30, 2021')).toBeTruthy();
    expect(screen.getByText(/legal age to consume cannabis/)).toBeTruthy();
    expect(screen.getByText(/We sell and ship within Canada only/)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/privacy');
    expect(hrefs).toContain('/refunds');
  });
});

describe('MembersPage', () => {
  it('shows signed-out visitors nothing', () => {
    renderWithConfig(<MembersPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here.');
  });
});
