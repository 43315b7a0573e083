import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, mockApi, page, signedOut } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'admin@casino.local');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const typeCode = (code: string) => {
  const first = screen.getByRole('textbox', { name: 'Digit 1' });
  fireEvent.change(first, { target: { value: code } });
};

describe('sign-in', () => {
  it('asks for the password, then the authenticator code, then opens the page asked for', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/backoffice/session/': { body: { step: 'totp' } },
      'POST /api/backoffice/session/totp/': { body: { staff: administrator, csrf_token: 'csrf-9' } },
      'GET /api/backoffice/staff/': { body: page([]) },
    });
    renderConsole('/sign-in?next=%2Fstaff');
    await passwordStep(user);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'admin@casino.local',
      password: 'correct horse battery',
    });

    expect(await screen.findByRole('heading', { name: 'Two-factor check' })).toBeTruthy();
    typeCode('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staff'));
    expect(calls.find((c) => c.url.pathname.endsWith('/totp/'))?.body).toEqual({ code: '123456' });
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
  });

  it('shows a field error under its field and a refusal as a notice, staying on the password step', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockApi({
      ...signedOut,
      'POST /api/backoffice/session/': () =>
        ++attempt === 1
          ? { status: 400, body: { email: ['Enter a valid e-mail address.'] } }
          : { status: 401, body: { detail: 'Wrong e-mail or password.' } },
    });
    renderConsole('/sign-in');
    await passwordStep(user);
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password.');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('refuses an incomplete code without asking the server, and a wrong one with the server message', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/backoffice/session/': { body: { step: 'totp' } },
      'POST /api/backoffice/session/totp/': { status: 401, body: { detail: 'That code is not valid.' } },
    });
    renderConsole('/sign-in');
    await passwordStep(user);
    typeCode('123');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter all 6 digits.');
    expect(calls.filter((c) => c.url.pathname.endsWith('/totp/'))).toHaveLength(0);

    typeCode('654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('That code is not valid.')).closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Digit 1' }) as HTMLInputElement).value).toBe('');
  });

  it('signs in with a recovery code instead of the authenticator', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/backoffice/session/': { body: { step: 'totp' } },
      'POST /api/backoffice/session/totp/': { body: { staff: administrator, csrf_token: 'csrf-9' } },
      'GET /api/backoffice/approvals/': { body: page([]) },
    });
    renderConsole('/sign-in');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-fghij ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The first section the administrator's permissions open.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(calls.find((c) => c.url.pathname.endsWith('/totp/'))?.body).toEqual({
      recovery_code: 'abcde-fghij',
    });
  });
});
