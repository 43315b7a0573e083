import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, useStored, useStoredTransition } from './storage';

function Now() {
  return <p aria-label="now">{useStored('headerType')[0]}</p>;
}

function Later() {
  return <p aria-label="later">{useStoredTransition('headerType')}</p>;
}

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('returns the spec defaults for absent keys', () => {
    expect(storage.get('headerType')).toBe('casino');
    expect(storage.get('remainingTime')).toBe(86400);
    expect(storage.get('wheelDateSpin')).toBe('0');
    expect(storage.get('accessToken')).toBe('');
    expect(storage.get('supportOpened')).toBe(false);
  });

  it('keeps types across a round trip and ignores values of the wrong type', () => {
    storage.set('remainingTime', 42);
    expect(storage.get('remainingTime')).toBe(42);
    window.localStorage.setItem('confirmEmail', '"yes"');
    expect(storage.get('confirmEmail')).toBe(false);
  });

  it('gives a stored value to a transition reader too, and follows its changes', async () => {
    storage.set('headerType', 'live_casino');
    render(
      <>
        <Now />
        <Later />
      </>,
    );
    expect(screen.getByLabelText('later').textContent).toBe('live_casino');
    act(() => storage.set('headerType', 'casino'));
    expect(screen.getByLabelText('now').textContent).toBe('casino');
    expect((await screen.findByLabelText('later')).textContent).toBe('casino');
  });
});
