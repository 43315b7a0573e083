import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, mockApi, page, signedIn } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const request = (id: number, maker: { id: number; name: string }) => ({
  id,
  kind: 'staff.roles',
  subject_key: `staff:${id + 10}`,
  reason: `Ticket OPS-${id}: moves to the payments desk`,
  before: { roles: ['support'] },
  after: { roles: ['payments'] },
  maker,
  created_at: '2026-11-28T10:00:00Z',
  status: 'pending',
  checker: null,
  decided_at: null,
  decision_reason: null,
});

describe('approvals', () => {
  it("shows the maker's own request as waiting for another approver, with no way to approve it", async () => {
    mockApi({
      ...signedIn(),
      'GET /api/backoffice/approvals/': {
        body: page([
          request(1, { id: administrator.id, name: administrator.name }),
          request(2, { id: 9, name: 'Bea Payments' }),
        ]),
      },
    });
    renderConsole('/approvals');
    const cards = await screen.findAllByRole('article', { name: 'Role change' });
    expect(cards).toHaveLength(2);
    const own = within(cards[0] as HTMLElement);
    expect(own.getByText('Waiting for another approver')).toBeTruthy();
    expect(own.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(own.getByText('Ada Admin (you)')).toBeTruthy();

    const other = within(cards[1] as HTMLElement);
    expect(other.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(other.queryByText('Waiting for another approver')).toBeNull();
    // The approver sees the maker's reason and the exact change.
    expect(other.getByText('Ticket OPS-2: moves to the payments desk')).toBeTruthy();
    expect(other.getByRole('rowheader', { name: 'roles' })).toBeTruthy();
    expect(other.getByText('support')).toBeTruthy();
    expect(other.getByText('payments')).toBeTruthy();
  });

  it("approves another's request with the CSRF token, and rejects only with a reason", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(),
      'GET /api/backoffice/approvals/': { body: page([request(2, { id: 9, name: 'Bea Payments' })]) },
      'POST /api/backoffice/approvals/2/approve/': { body: { status: 'approved' } },
      'POST /api/backoffice/approvals/2/reject/': { body: { status: 'rejected' } },
    });
    renderConsole('/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/approve/'))).toBe(true));
    const approval = calls.find((c) => c.url.pathname.endsWith('/approve/'));
    expect(approval?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(approval?.body).toEqual({});

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this request' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Write at least 5 characters.')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/reject/'))).toBe(false);
    await user.type(within(reject).getByLabelText('Reason'), 'No ticket for this change');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/reject/'))?.body).toEqual({
        reason: 'No ticket for this change',
      }),
    );
  });
});
