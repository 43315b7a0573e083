import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_FOLLOW_MS, useInboxFollowsBalance } from './use-inbox-follows-balance';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ balance }: { balance: number | undefined }) => useInboxFollowsBalance(balance), {
    wrapper,
    initialProps: { balance: undefined as number | undefined },
  });
  return { invalidate, rerender: (balance: number | undefined) => hook.rerender({ balance }) };
}

describe('useInboxFollowsBalance', () => {
  it('reads the inbox again when a known balance changes, not when it first arrives', () => {
    const { invalidate, rerender } = setup();
    rerender(0);
    rerender(0);
    expect(invalidate).not.toHaveBeenCalled();
    rerender(100);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['inbox'] });
  });

  it('reads at most once per window, and a change inside the window at its end', () => {
    const { invalidate, rerender } = setup();
    rerender(0);
    rerender(100);
    rerender(99);
    rerender(98);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BALANCE_FOLLOW_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BALANCE_FOLLOW_MS * 3);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
