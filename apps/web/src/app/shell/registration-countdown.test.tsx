import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog, useDialogOpen } from '../../lib/dialogs';
import { storage } from '../../lib/storage';
import { formatCountdown, RegistrationCountdown } from './registration-countdown';

function OpenState() {
  return <output data-testid="registration-open">{String(useDialogOpen('registrationMenu'))}</output>;
}

describe('registration countdown', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    closeDialog('registrationMenu');
    vi.useRealTimers();
  });

  const time = () => screen.getByTestId('registration-countdown-time').textContent;

  it('formats seconds as HH:MM:SS', () => {
    expect(formatCountdown(86_400)).toBe('24:00:00');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('ticks down one second at a time and keeps the remaining time', () => {
    storage.set('remainingTime', 3_600);
    render(<RegistrationCountdown />);
    expect(time()).toBe('01:00:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time()).toBe('00:59:59');
    act(() => vi.advanceTimersByTime(3_000));
    expect(time()).toBe('00:59:56');
    expect(storage.get('remainingTime')).toBe(3_596);
  });

  it('starts from the spec default of 86400 seconds', () => {
    render(<RegistrationCountdown />);
    expect(time()).toBe('24:00:00');
  });

  it('hides itself when it reaches zero and stops there', () => {
    storage.set('remainingTime', 2);
    render(<RegistrationCountdown />);
    expect(screen.getByRole('button', { name: /sign-up bonus ends in 00:00:02/i })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: /sign-up bonus/i })).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(storage.get('remainingTime')).toBe(0);
  });

  it('is hidden for players and does not run down', () => {
    storage.set('accessToken', 'token');
    storage.set('remainingTime', 100);
    render(<RegistrationCountdown />);
    expect(screen.queryByRole('button', { name: /sign-up bonus/i })).toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(storage.get('remainingTime')).toBe(100);
  });

  it('opens the registration dialog', () => {
    render(
      <>
        <RegistrationCountdown />
        <OpenState />
      </>,
    );
    expect(screen.getByTestId('registration-open').textContent).toBe('false');
    act(() => screen.getByRole('button', { name: /sign-up bonus/i }).click());
    expect(screen.getByTestId('registration-open').textContent).toBe('true');
  });
});
