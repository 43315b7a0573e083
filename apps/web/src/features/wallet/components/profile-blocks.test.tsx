import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { isDisabled, json, mockFetch, renderWithProviders } from '../testing';
import { DocumentUpload } from './document-upload';
import { PendingWithdrawals } from './pending-withdrawals';
import { TransactionHistory } from './transaction-history';

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

const HISTORY = {
  results: [
    {
      id: 'w1',
      created_at: '2026-01-03T09:30:00Z',
      amount: -40,
      provider: 'TRX',
      token_type: 'USDT',
      action: 'withdrawal',
      status: 'pending',
    },
    {
      id: 'd1',
      created_at: '2026-01-02T10:00:00Z',
      amount: 100,
      provider: 'TRX',
      token_type: 'USDT',
      action: 'deposit',
      status: 'completed',
      tx_id: '9f2c4b1a7d3e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
    },
    {
      id: 'b1',
      created_at: '2026-01-02T11:00:00Z',
      amount: -2.5,
      provider: '',
      token_type: '',
      action: 'bet',
      status: 'completed',
    },
  ],
  totals: { deposits: 100, withdrawals: 40, total: 60 },
  activity: [
    {
      created_at: '2026-01-01T08:00:00Z',
      ip: '203.0.113.7',
      device: 'Chrome on Windows',
      source: 'password',
    },
  ],
};

describe('TransactionHistory', () => {
  it('shows every row with its columns, the totals and the account activity', async () => {
    mockFetch({ 'GET /api/frontend/transactions': () => json(HISTORY) });
    renderWithProviders(<TransactionHistory />);
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Date and time',
      'Amount',
      'Provider',
      'Token type',
      'Action',
      'Status',
      'Transaction',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0] as HTMLElement).slice(1)).toEqual([
      '−$40.00',
      'TRON',
      'USDT',
      'Withdrawal',
      'Pending',
      '—',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(1)).toEqual([
      '+$100.00',
      'TRON',
      'USDT',
      'Deposit',
      'Completed',
      '9f2c4b1a…c6d7e8',
    ]);
    // A credited deposit names its chain transaction; the whole id is in the title.
    expect(within(rows[1] as HTMLElement).getByTitle(HISTORY.results[1]?.tx_id ?? '')).not.toBeNull();
    expect(cells(rows[2] as HTMLElement).slice(1)).toEqual(['−$2.50', '—', '—', 'Bet', 'Completed', '—']);

    expect(screen.getByTestId('total-deposits').textContent).toBe('$100.00');
    expect(screen.getByTestId('total-withdrawals').textContent).toBe('$40.00');
    expect(screen.getByTestId('total-net').textContent).toBe('$60.00');

    const activity = screen.getByRole('table', { name: 'Account activity' });
    expect(within(activity).getByText('Sign-in with password')).not.toBeNull();
    expect(within(activity).getByText('203.0.113.7')).not.toBeNull();
  });

  it('inside the profile leaves the heading and the account activity to the profile', async () => {
    mockFetch({ 'GET /api/frontend/transactions': () => json(HISTORY) });
    renderWithProviders(<TransactionHistory embedded />);
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('table', { name: 'Account activity' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    mockFetch({
      'GET /api/frontend/transactions': () =>
        json({ results: [], totals: { deposits: 0, withdrawals: 0, total: 0 }, activity: [] }),
    });
    renderWithProviders(<TransactionHistory />);
    expect(
      await screen.findByText('No transactions yet. Your deposits and withdrawals will appear here.'),
    ).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('PendingWithdrawals', () => {
  it('lists only the pending requests with their sum', async () => {
    mockFetch({
      'GET /api/frontend/withdrawals/': () =>
        json([
          {
            id: 1,
            amount: 40,
            provider: 'TRX',
            token_type: 'USDT',
            address: 'TQ5CcE9nDhDp5iYvA3Hw8Xn9vQz1aY2bCd',
            status: 'pending',
            tx_id: null,
            reason: null,
            created_at: '2026-01-03T09:30:00Z',
            processed_at: null,
          },
          {
            id: 2,
            amount: 10.5,
            provider: 'ETH',
            token_type: 'USDT',
            address: '0x52908400098527886E0F7030069857D2E4169EE7',
            status: 'pending',
            tx_id: null,
            reason: null,
            created_at: '2026-01-03T09:40:00Z',
            processed_at: null,
          },
          {
            id: 3,
            amount: 99,
            provider: 'TRX',
            token_type: 'USDT',
            address: 'TQ5CcE9nDhDp5iYvA3Hw8Xn9vQz1aY2bCd',
            status: 'paid',
            tx_id: 'abc',
            reason: null,
            created_at: '2026-01-01T09:30:00Z',
            processed_at: '2026-01-01T10:00:00Z',
          },
        ]),
    });
    renderWithProviders(<PendingWithdrawals />);
    const region = await screen.findByRole('region', { name: 'Pending withdrawals' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('$40.00');
    expect(items[1]?.textContent).toContain('$10.50');
    expect(items[1]?.textContent).toContain('Ethereum (ERC-20)');
    expect(within(region).getByText('$50.50')).not.toBeNull();
    expect(within(region).queryByText('$99.00')).toBeNull();
  });

  it('says when nothing is pending', async () => {
    mockFetch({ 'GET /api/frontend/withdrawals/': () => json([]) });
    renderWithProviders(<PendingWithdrawals variant="compact" />);
    expect(await screen.findByText('No pending withdrawals.')).not.toBeNull();
  });
});

/** A stand-in for XMLHttpRequest that answers the upload with the given status and body. */
function stubXhr(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('DocumentUpload', () => {
  const documents =
    (state: string, results: unknown[] = []) =>
    () =>
      json({ verification_state: state, results });

  it('shows the rejected state with its reason and accepts the right file types', async () => {
    mockFetch({
      'GET /api/frontend/documents/': documents('rejected', [
        {
          id: 1,
          document_type: 'passport',
          format: 'jpeg',
          size: 1000,
          state: 'rejected',
          reason: 'The photo is blurred.',
          created_at: '2026-01-01T00:00:00Z',
          reviewed_at: '2026-01-01T01:00:00Z',
        },
      ]),
    });
    renderWithProviders(<DocumentUpload />);
    expect(await screen.findByText('The photo is blurred.')).not.toBeNull();
    expect(screen.getByTestId('verification-state').textContent).toBe('Rejected');
    expect(screen.getByText('Account verification takes up to 24 hours.')).not.toBeNull();
    const input = screen.getByLabelText(/Choose a file/) as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf');
  });

  it('refuses a file of another type before sending it', async () => {
    const sent = stubXhr(201, {});
    mockFetch({ 'GET /api/frontend/documents/': documents('unverified') });
    renderWithProviders(<DocumentUpload />);
    const input = (await screen.findByLabelText(/Choose a file/)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'This file type is not accepted. Use JPG, PNG, WEBP, HEIC, HEIF or PDF.',
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Upload document' }))).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('uploads the chosen file with its type and shows the new state', async () => {
    const user = userEvent.setup();
    const sent = stubXhr(201, { id: 2, state: 'pending', verification_state: 'pending' });
    let state = 'unverified';
    mockFetch({ 'GET /api/frontend/documents/': () => json({ verification_state: state, results: [] }) });
    renderWithProviders(<DocumentUpload />);
    const input = (await screen.findByLabelText(/Choose a file/)) as HTMLInputElement;
    await user.selectOptions(screen.getByLabelText('Document type'), 'id_card');
    // HEIC photos often come without a MIME type; the extension lets them through.
    fireEvent.change(input, { target: { files: [new File(['img'], 'IMG_0001.HEIC', { type: '' })] } });
    expect(screen.getByText('IMG_0001.HEIC')).not.toBeNull();
    state = 'pending';
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Document uploaded. Verification takes up to 24 hours.')).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('document_type')).toBe('id_card');
    expect((sent[0]?.get('file') as File | null)?.name).toBe('IMG_0001.HEIC');
    await act(async () => {});
    expect((await screen.findByTestId('verification-state')).textContent).toBe('Under review');
  });

  it("shows the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    stubXhr(400, { file: ['The file is not an image or a PDF.'] });
    mockFetch({ 'GET /api/frontend/documents/': documents('unverified') });
    renderWithProviders(<DocumentUpload />);
    const input = (await screen.findByLabelText(/Choose a file/)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not an image or a PDF.');
  });

  it('has no upload form once verified', async () => {
    mockFetch({ 'GET /api/frontend/documents/': documents('verified') });
    renderWithProviders(<DocumentUpload />);
    expect(await screen.findByText('Your identity is confirmed. Withdrawals are available.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });
});
