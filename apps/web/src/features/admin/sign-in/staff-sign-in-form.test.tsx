import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffSignInForm } from './staff-sign-in-form';

const staffSession = { token: 'staff-token', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['staff', 'viewer', 'member'] };

async function signIn(password = 'the right password') {
  await userEvent.type(screen.getByLabelText(/Email/), ' clerk@example.ca ');
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('StaffSignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the e-mail and password and hands up the staff session', async () => {
    const requests = stubShopApi((request) => (request.path === '/api/v1/auth/sign-in' ? { body: staffSession } : undefined));
    const onSignedIn = vi.fn();
    renderWithShop(<StaffSignInForm onSignedIn={onSignedIn} />);
    await signIn();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staffSession, undefined, undefined, expect.anything()));
    expect(requests[0]?.body).toEqual({ email: 'clerk@example.ca', password: 'the right password' });
  });

  it("shows the server's refusal and stays on the form", async () => {
    stubShopApi(() => errorAnswer(401, 'UNAUTHORIZED', 'The e-mail address or password is not right.'));
    const onSignedIn = vi.fn();
    renderWithShop(<StaffSignInForm onSignedIn={onSignedIn} />);
    await signIn('wrong');
    await screen.findByText('The e-mail address or password is not right.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says plainly when too many attempts were made (429)', async () => {
    stubShopApi(() => errorAnswer(429, 'TOO_MANY_REQUESTS', 'Try again in 15 minutes.'));
    renderWithShop(<StaffSignInForm onSignedIn={vi.fn()} />);
    await signIn();
    await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('refuses a member account: the back office is for staff', async () => {
    stubShopApi(() => ({ body: { ...staffSession, roles: ['member'] } }));
    const onSignedIn = vi.fn();
    renderWithShop(<StaffSignInForm onSignedIn={onSignedIn} />);
    await signIn();
    await screen.findByText('This account is not a staff account.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
