import { DEFAULT_FULFILMENT_SETTINGS, type FulfilmentSettingsView } from '@backroom/core/shipments/fulfilment-settings';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { FulfilmentSettingsPanel } from './fulfilment-settings';
import { StaffRolesContext } from '../shared/staff-access';

function renderFulfilment(view: FulfilmentSettingsView): FakeRequest[] {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/settings/fulfilment') return { body: view };
    if (request.method === 'PUT' && request.path === '/settings/fulfilment') return { body: { settings: request.body, updatedAt: '2026-11-28T20:00:00.000Z' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={['staff', 'viewer']}>
      <FulfilmentSettingsPanel />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

const helpOf = (label: string) => {
  const field = screen.getByLabelText<HTMLInputElement>(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('the tracking links in Settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where each carrier’s links go, and refuses a link off the carrier’s site or with a user name before sending anything (issue 29)', async () => {
    const requests = renderFulfilment({ settings: DEFAULT_FULFILMENT_SETTINGS, updatedAt: null });
    await screen.findByLabelText('UPS');
    expect(helpOf('UPS')).toBe('Links will go to www.ups.com');
    expect(helpOf('Canada Post')).toBe('Links will go to www.canadapost-postescanada.ca');

    fireEvent.change(screen.getByLabelText('Canada Post'), { target: { value: 'https://www.canadapost.ca@evil.example/{tracking}' } });
    fireEvent.change(screen.getByLabelText('UPS'), { target: { value: 'https://evil.example/track?n={tracking}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking links and pickup' }));
    expect(await screen.findByText("A tracking link has no user name before the site (www.canadapost.ca@…): give the site's own address.")).toBeTruthy();
    expect(helpOf('UPS')).toBe("A UPS link goes to UPS's own site (ups.com), not evil.example.");
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
