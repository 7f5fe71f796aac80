import { describe, expect, it } from 'vitest';
import { ClientConfigBody, MenuUrl } from './client-config-body.js';
import type { ClientConfig } from './client-config.js';

const config: ClientConfig = {
  general: {
    root_category: '1',
    product_name: 'The Back Room',
    product_subtext: 'Grow Supply & Florist',
    description: 'Grow supplies and flowers.',
    email: 'hello@thebackroom.ca',
    phone: '(902) 555-0142',
    url: 'https://thebackroom.ca',
    style: 'default',
    menus: [{ name: 'Florist', url: '/florist' }],
    fonts: { title: 'Playfair Display', menu: 'Oswald' },
    logo: { left: 8, top: 4, height: 56 },
    site_disabled: false,
    age_check: true,
    welcome_text: 'Welcome',
    shipping: ['PICKUP', 'CP.RP'],
    gift_card: true,
    payment_providers: [{ name: 'emt', url: '', dev: true, prod: true }],
    address: { street: '123 Main Street', poBox: 'PO Box 1450', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'Canada' },
  },
  user: { showHidden: false },
  paysafe: { dev: { username: 'u', password: 'p', environment: 'TEST' }, prod: { username: 'u', password: 'p', environment: 'LIVE' } },
  square: { application_id: 'app', location_id: 'LOC' },
};

describe('what staff may store as the client configuration', () => {
  it('takes a configuration as the storefront reads it, trimming its texts', () => {
    const parsed = ClientConfigBody.parse({ ...config, general: { ...config.general, product_name: '  The Back Room  ' } });
    expect(parsed.general.product_name).toBe('The Back Room');
  });

  it.each([
    ['/florist', true],
    ['/category/nutrients?sort=price', true],
    ['https://www.facebook.com/thebackroom', true],
    ['http://example.ca', true],
    ['//evil.example/path', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['florist', false],
    ['/with space', false],
    ['', false],
  ])('menu url %s: %s', (url, ok) => {
    expect(MenuUrl.safeParse(url).success).toBe(ok);
  });

  it.each([
    ['an unknown key', { ...config, theme: 'x' }],
    ['an unknown general key', { ...config, general: { ...config.general, banner: 'x' } }],
    ['a font that breaks out of its CSS quotes', { ...config, general: { ...config.general, fonts: { title: 'A"};body{display:none', menu: 'Oswald' } } }],
    ['a logo offset with a fraction', { ...config, general: { ...config.general, logo: { left: 8.5, top: 4, height: 56 } } }],
    ['no phone', { ...config, general: { ...config.general, phone: ' ' } }],
    ['a shop url that is not a web address', { ...config, general: { ...config.general, url: 'ftp://thebackroom.ca' } }],
  ])('refuses %s', (_why, body) => {
    expect(ClientConfigBody.safeParse(body).success).toBe(false);
  });
});
