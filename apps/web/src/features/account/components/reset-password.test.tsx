import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useOpenDialogs } from '../../../lib/dialogs';
import { renderWithClient, stubApi } from '../testing';
import { PasswordResetConfirmRoute } from './password-reset-confirm-route';
import { ResetPasswordDialog } from './reset-password-dialog';

function OpenDialogs() {
  return <output data-testid="open">{[...useOpenDialogs().keys()].join(',')}</output>;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => {
    closeDialog('loginMenu');
    closeDialog('resetPassword');
  });
});

describe('ResetPasswordDialog', () => {
  async function submit(answer: [number, unknown?]) {
    const calls = stubApi({ 'POST /api/frontend/password/reset/': answer });
    const user = userEvent.setup();
    renderWithClient(<ResetPasswordDialog onClose={() => {}} />);
    const send = screen.getByRole('button', { name: 'Send reset link' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    return calls;
  }

  it('confirms that the mail was sent', async () => {
    const calls = await submit([200, { detail: 'sent' }]);
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have sent a mail with the link to reset your password on your email. Please check inboxe messages or spam folder.',
    );
    expect(calls[0]?.body).toEqual({ email: 'player@example.com' });
  });

  it('says the user does not exist on a 400', async () => {
    await submit([400, { email: ['unknown'] }]);
    expect((await screen.findByRole('alert')).textContent).toBe('User with this email does not exist.');
  });

  it('shows the generic message on other failures', async () => {
    await submit([500]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it("passes on the server's throttling notice, which says when to try again", async () => {
    await submit([429, { detail: 'Too many attempts. Try again in 15 minutes.' }]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

describe('PasswordResetConfirmRoute', () => {
  function renderAt(url: string) {
    const router = createMemoryRouter(
      [
        { path: '/api/frontend/password/reset/confirm/:uid/:token/', element: <PasswordResetConfirmRoute /> },
        { path: '/', element: <p>Lobby</p> },
      ],
      { initialEntries: [url] },
    );
    renderWithClient(
      <>
        <RouterProvider router={router} />
        <OpenDialogs />
      </>,
    );
    return router;
  }

  const linkPath = '/api/frontend/password/reset/confirm/MTI/abc-123/';

  it('refuses different passwords, then sets the new one and offers sign-in', async () => {
    const calls = stubApi({
      [`GET ${linkPath}`]: [200, { valid: true }],
      [`POST ${linkPath}`]: [200, { detail: 'changed' }],
    });
    const user = userEvent.setup();
    const router = renderAt(linkPath);
    await user.type(await screen.findByLabelText('New password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Repeat password'), 'NewSecret2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Your password has been changed. Sign in with your new password.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ new_password: 'NewSecret1' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('open').textContent).toBe('loginMenu');
  });

  it('tells the player when the link is no longer valid', async () => {
    stubApi({ [`GET ${linkPath}`]: [400, { non_field_errors: ['This link has expired.'] }] });
    renderAt(linkPath);
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeTruthy();
  });
});
