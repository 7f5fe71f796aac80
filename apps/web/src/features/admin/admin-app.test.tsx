import type { SignedIn } from '@backroom/core/identity/account-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { AdminApp } from './admin-app';
import { ADMIN_SCREENS } from './admin-screens';
import { staffSession } from './shared/staff-session';

const signedIn = (roles: SignedIn['roles']): SignedIn => ({ token: 'staff-token', expiresAt: '2999-01-01T00:00:00.000Z', roles });

/** The back office at `path` for a person with these roles, every list empty. */
function openBackOffice(path: string, roles: SignedIn['roles']) {
  staffSession.save(signedIn(roles));
  stubShopApi((request) => (request.method === 'GET' ? { body: [] } : undefined));
  return renderWithShop(<AdminApp />, { path, route: '/admin/*' });
}

/** Opens the phone's menu and returns it: the drawer with the sections, the roles and Sign out. */
async function openMenu(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const drawer = document.querySelector<HTMLElement>('.MuiDrawer-paper');
  expect(drawer).not.toBeNull();
  return drawer!;
}

const menuNames = (drawer: HTMLElement) => within(within(drawer).getByRole('navigation', { name: 'Back office sections' })).getAllByRole('link').map((link) => link.textContent);

describe('AdminApp on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists every section of the back office's one list in its menu, with the roles and Sign out", async () => {
    openBackOffice('/admin/discounts', ['admin', 'staff', 'viewer', 'member']);
    await screen.findByRole('heading', { name: 'Discount codes' });
    const drawer = await openMenu();
    expect(menuNames(drawer)).toEqual(ADMIN_SCREENS.flatMap((screen) => (screen.menu ? [screen.menu] : [])));
    expect(within(drawer).getByRole('link', { name: 'Discounts' }).getAttribute('aria-current')).toBe('page');
    within(drawer).getByText('Roles: admin, staff, viewer, member');
    within(drawer).getByRole('button', { name: 'Sign out' });
  });

  it('opens a section from the menu and closes the menu', async () => {
    openBackOffice('/admin/discounts', ['admin', 'staff', 'viewer', 'member']);
    await screen.findByRole('heading', { name: 'Discount codes' });
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Staff' }));
    await screen.findByRole('heading', { name: 'Staff accounts' });
    expect(document.querySelector('main')?.getAttribute('data-admin-screen')).toBe('staff');
    await vi.waitFor(() => expect(document.querySelector('.MuiDrawer-paper')).toBeNull());
  });

  it("leaves an admin's sections out of a viewer's menu and says the back office is read only", async () => {
    openBackOffice('/admin/discounts', ['viewer', 'member']);
    await screen.findByRole('heading', { name: 'Discount codes' });
    expect(screen.getAllByText('Read only').length).toBeGreaterThan(0);
    const drawer = await openMenu();
    expect(menuNames(drawer)).not.toContain('Staff');
    expect(menuNames(drawer)).toContain('Orders');
  });

  it('opens the first section, the dashboard, at /admin', async () => {
    openBackOffice('/admin', ['staff', 'viewer', 'member']);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(document.querySelector('main')?.getAttribute('data-admin-screen')).toBe('dashboard');
  });

  it("names a page by its screen's path in the list, and keeps its section marked", async () => {
    staffSession.save(signedIn(['staff', 'viewer', 'member']));
    stubShopApi(() => undefined);
    renderWithShop(<AdminApp />, { path: '/admin/items/trial-tray', route: '/admin/*' });
    await screen.findByRole('heading', { name: 'Edit item' });
    expect(document.querySelector('main')?.getAttribute('data-admin-screen')).toBe('items/:itemId');
    const drawer = await openMenu();
    expect(within(drawer).getByRole('link', { name: 'Items' }).getAttribute('aria-current')).toBe('page');
  });
});
