import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, useOpenDialogs, type DialogName } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { renderWithClient, sampleCountries, sampleMe, stubApi } from '../testing';
import { AuthMenu } from './auth-menu';

const tokens = { access: 'access-1', refresh: 'refresh-1' };

/** Shows which dialogs are open, so a test can see the auth dialog close and others open. */
function OpenDialogs() {
  return <output data-testid="open">{[...useOpenDialogs().keys()].join(',')}</output>;
}

function renderMenu(mode: 'signIn' | 'signUp') {
  act(() => openDialog('authMenu', { mode }));
  return renderWithClient(
    <>
      <AuthMenu mode={mode} onClose={() => closeDialog('authMenu')} />
      <OpenDialogs />
    </>,
  );
}

const openNames = () => screen.getByTestId('open').textContent?.split(',').filter(Boolean) ?? [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const name of ['authMenu', 'confirmEmail', 'superBonuses', 'resetPassword'] as DialogName[])
    closeDialog(name);
});

describe('the welcome teasers', () => {
  it('remember the sports welcome and lead a guest to sign up for it', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderMenu('signIn');
    const teasers = screen.getAllByRole('button', { name: /Free bet up to 200 USD/ });
    const sport = teasers[0];
    if (!sport) throw new Error('no sport teaser');
    expect(sport.getAttribute('aria-pressed')).toBe('false');
    await user.click(sport);
    expect(storage.get('welcomeChoice')).toBe('sports');
    expect(
      screen.getAllByRole('button', { name: /Free bet up to 200 USD/ })[0]?.getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Create account' })).toBeTruthy();
  });
});

describe('sign-in', () => {
  it("says why a sign-in with Google failed, in the player's words or a generic one", () => {
    stubApi({});
    renderWithClient(<AuthMenu mode="signIn" providerError="excluded" onClose={() => {}} />);
    expect(
      screen.getByText('We cannot open an account for you: these details belong to a self-excluded player.'),
    ).toBeTruthy();
    cleanup();
    renderWithClient(<AuthMenu mode="signIn" providerError="state_invalid" onClose={() => {}} />);
    expect(screen.getByText('Something went wrong. Try again later.')).toBeTruthy();
  });

  it('asks to fill the fields when both are blank, without calling the server', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Fill input fields first.');
    expect(calls).toHaveLength(0);
  });

  it('explains a 401 as an unknown email or a wrong password', async () => {
    stubApi({ 'POST /api/frontend/token/': [401, { detail: 'No active account' }] });
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Account with this email does not exist or wrong password.',
    );
  });

  it('shows the generic message for any other failure', async () => {
    stubApi({ 'POST /api/frontend/token/': [500, { detail: 'boom' }] });
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again later.');
  });

  it('on success keeps the tokens, loads the profile, starts a session and closes', async () => {
    const calls = stubApi({
      'POST /api/frontend/token/': [200, tokens],
      'GET /api/frontend/user/me/': [200, sampleMe],
      'GET /api/frontend/countries/': [200, sampleCountries],
      'GET /api/frontend/wallet/me/': [200, { balance_usd: 0, is_new_user: false }],
      'POST /api/frontend/sessions/': [201, {}],
    });
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.type(screen.getByLabelText('Email'), ' player@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret123{Enter}');
    await waitFor(() => expect(openNames()).toEqual([]));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/frontend/token/',
      body: { email: 'player@example.com', password: 'Secret123' },
    });
    expect(storage.get('accessToken')).toBe('access-1');
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.get('userNickname')).toBe('lucky7');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/frontend/sessions/')).toBe(true);
  });

  it('moves focus to the new heading when switching to sign-up and on to step 2', async () => {
    stubApi({
      'GET /api/frontend/countries/': [200, sampleCountries],
      'POST /api/frontend/validate/email/': [200, {}],
    });
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Create account', level: 3 }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A few details', level: 3 })),
    );
  });

  it('opens the forgot-password dialog from its link', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(openNames()).toEqual(['resetPassword']);
  });

  it('shows a "not available" notice when Google sign-in is switched off', async () => {
    stubApi({ 'GET /api/frontend/google/login/': [503, { detail: 'Unavailable' }] });
    const user = userEvent.setup();
    renderMenu('signIn');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with Google is not available right now.',
    );
  });
});

describe('sign-up', () => {
  const countriesRoute = { 'GET /api/frontend/countries/': [200, sampleCountries] as [number, unknown] };

  /** A successful sign-up and what the sign-in after it loads. */
  const registrationRoutes = {
    ...countriesRoute,
    'POST /api/frontend/validate/email/': [200, {}] as [number, unknown],
    'POST /api/frontend/user/register/': [
      201,
      { tokens, is_new_user: true, id: 7, email: 'new@example.com' },
    ] as [number, unknown],
    'GET /api/frontend/user/me/': [200, { ...sampleMe, is_new_user: true }] as [number, unknown],
    'GET /api/frontend/wallet/me/': [200, { balance_usd: 0, is_new_user: true }] as [number, unknown],
    'POST /api/frontend/sessions/': [201, {}] as [number, unknown],
  };

  async function passStepOne(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Date of birth');
  }

  it('keeps Continue disabled until both email and password are typed', async () => {
    stubApi(countriesRoute);
    const user = userEvent.setup();
    renderMenu('signUp');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    expect(next).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(next).toHaveProperty('disabled', false);
  });

  it('stays on step 1 with the first email message when the check answers 400', async () => {
    stubApi({
      ...countriesRoute,
      'POST /api/frontend/validate/email/': [400, { email: ['This email is already registered.', 'second'] }],
    });
    const user = userEvent.setup();
    renderMenu('signUp');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered.');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('shows the generic message when the email check fails otherwise', async () => {
    stubApi({ ...countriesRoute, 'POST /api/frontend/validate/email/': [502] });
    const user = userEvent.setup();
    renderMenu('signUp');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it('blocks finishing until date, country and the required consents are given, then registers', async () => {
    window.sessionStorage.setItem('referral', 'friend42');
    window.sessionStorage.setItem('lead_id', 'lead-9');
    const calls = stubApi(registrationRoutes);
    const user = userEvent.setup();
    renderMenu('signUp');
    await passStepOne(user);

    const finish = screen.getByRole('button', { name: 'Create account' });
    const date = screen.getByLabelText('Date of birth');
    await user.type(date, '15061990');
    expect((date as HTMLInputElement).value).toBe('15.06.1990');
    expect(finish).toHaveProperty('disabled', true);

    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Spain' });
    expect(country.value).toBe('0');
    expect(screen.getByRole('option', { name: 'Please select one' })).toHaveProperty('disabled', true);
    await user.selectOptions(country, 'Spain');
    expect(finish).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(finish).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /18 years of age/ }));
    expect(finish).toHaveProperty('disabled', false);

    await user.clear(date);
    expect(finish).toHaveProperty('disabled', true);
    await user.type(date, '15061990');

    await user.click(finish);
    await waitFor(() => expect(openNames()).toEqual(['confirmEmail', 'superBonuses']));
    const registration = calls.find((c) => c.path === '/api/frontend/user/register/');
    expect(registration?.body).toEqual({
      email: 'new@example.com',
      password: 'Secret123',
      date_of_birth: '1990-06-15',
      country: 2,
      referral: 'friend42',
      lead_id: 'lead-9',
      marketing_consent: false,
    });
    expect(storage.get('accessToken')).toBe('access-1');
  });

  it('with a step after sign-up, shows it signed in already and completes the sign-in when it is done', async () => {
    stubApi(registrationRoutes);
    const user = userEvent.setup();
    act(() => openDialog('authMenu', { mode: 'signUp' }));
    renderWithClient(
      <>
        <AuthMenu
          mode="signUp"
          onClose={() => closeDialog('authMenu')}
          afterSignUp={(finish) => (
            <button type="button" onClick={finish}>
              Next step done
            </button>
          )}
        />
        <OpenDialogs />
      </>,
    );
    await passStepOne(user);
    await user.type(screen.getByLabelText('Date of birth'), '15061990');
    await screen.findByRole('option', { name: 'Spain' });
    await user.selectOptions(screen.getByLabelText('Country'), 'Spain');
    await user.click(screen.getByRole('checkbox', { name: /Select all/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const step = await screen.findByRole('button', { name: 'Next step done' });
    // Signed in for the step's own calls; the dialogs after sign-up wait until it is done.
    expect(storage.get('accessToken')).toBe('access-1');
    expect(openNames()).toEqual(['authMenu']);
    await user.click(step);
    await waitFor(() => expect(openNames()).toEqual(['confirmEmail', 'superBonuses']));
    // Typing through both steps of the form takes seconds on a busy machine.
  }, 15_000);

  it('shows the first message of each error field and returns to step 1 for a password problem', async () => {
    stubApi({
      ...countriesRoute,
      'POST /api/frontend/validate/email/': [200, {}],
      'POST /api/frontend/user/register/': [
        400,
        { password: ['Use 8+ characters with a-z, A-Z and a digit.', 'x'], date_of_birth: ['Too young.'] },
      ],
    });
    const user = userEvent.setup();
    renderMenu('signUp');
    await passStepOne(user);
    await user.type(screen.getByLabelText('Date of birth'), '01012007');
    await screen.findByRole('option', { name: 'Brazil' });
    await user.selectOptions(screen.getByLabelText('Country'), 'Brazil');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use 8+ characters with a-z, A-Z and a digit.')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
