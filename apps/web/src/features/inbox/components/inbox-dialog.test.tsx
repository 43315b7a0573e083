import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { json, mockFetch, notification, renderWithProviders } from '../testing';
import { InboxButton } from './inbox-button';

const LIST = 'GET /api/frontend/notification/';

const bonus = notification({
  id: 9,
  type: 'bonus_granted',
  title: 'Your bonus is active',
  description: 'Welcome 75%: $75.00 is on your bonus balance and 175 free spins are ready to play.',
  img: '/inbox/bonus-granted.svg',
  button_text: 'My bonus',
  button_action: '/bonuses',
  created_at: '2026-05-04T11:00:00.000Z',
});
const deposit = notification();

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});

const openDialogs = () => screen.getByTestId('open-dialogs').textContent;

describe('the inbox button', () => {
  it('asks nothing for a guest and shows no badge', async () => {
    storage.set('accessToken', '');
    const calls = mockFetch({ [LIST]: () => json([deposit]) });
    renderWithProviders(<InboxButton label="Inbox" />);
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('inbox-badge')).toBeNull();
  });

  it("shows a badge with the number of a player's messages and opens the inbox", async () => {
    mockFetch({ [LIST]: () => json([bonus, deposit]) });
    renderWithProviders(<InboxButton label="Inbox" />);
    const button = await screen.findByRole('button', { name: 'Inbox, 2 messages' });
    expect(within(button).getByTestId('inbox-badge').textContent).toBe('2');
    await userEvent.click(button);
    expect(openDialogs()).toBe('inboxPage');
    expect(await screen.findByRole('dialog', { name: 'Inbox' })).toBeTruthy();
  });

  it('has no badge when the inbox is empty or cannot be read', async () => {
    mockFetch({ [LIST]: () => json({ detail: 'Something went wrong.' }, 500) });
    renderWithProviders(<InboxButton label="Inbox" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByTestId('inbox-badge')).toBeNull();
  });
});

describe('the inbox (inboxPage)', () => {
  it('lists the messages newest first with their image, title, text and date', async () => {
    mockFetch({ [LIST]: () => json([bonus, deposit]) });
    renderWithProviders(<></>);
    act(() => openDialog('inboxPage'));
    const dialog = await screen.findByRole('dialog', { name: 'Inbox' });
    const list = await within(dialog).findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByTestId('inbox-message');
    expect(rows).toHaveLength(2);
    expect(within(dialog).getByText('2 messages')).toBeTruthy();
    const first = within(rows[0] as HTMLElement).getByRole('button', { name: 'Your bonus is active' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(bonus.description)).toBeTruthy();
    expect((rows[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe(
      '/inbox/bonus-granted.svg',
    );
    expect((rows[0] as HTMLElement).querySelector('time')?.getAttribute('dateTime')).toBe(bonus.created_at);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete message: Deposit credited' }),
    ).toBeTruthy();
    // The spec's UI flag follows the inbox.
    expect(storage.get('showInbox')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(openDialogs()).toBe('');
    expect(storage.get('showInbox')).toBe(false);
  });

  it('shows an empty inbox with its art and words', async () => {
    mockFetch({ [LIST]: () => json([]) });
    renderWithProviders(<></>);
    act(() => openDialog('inboxPage'));
    const empty = await screen.findByTestId('inbox-empty');
    expect(within(empty).getByText('No messages yet')).toBeTruthy();
    expect(empty.querySelector('img')?.getAttribute('src')).toBe('/inbox/empty.svg');
  });

  it('opens a message; Back shows the list again', async () => {
    mockFetch({ [LIST]: () => json([bonus, deposit]) });
    renderWithProviders(<></>);
    act(() => openDialog('inboxPage'));
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit credited' }));
    const item = await screen.findByRole('dialog', { name: 'Deposit credited' });
    expect(openDialogs()).toBe('inboxPage inboxItem');
    expect(within(item).getByRole('heading', { name: 'Deposit credited' })).toBeTruthy();
    expect(within(item).getByText(deposit.description)).toBeTruthy();
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/inbox/deposit-credited.svg');
    await userEvent.click(within(item).getByRole('button', { name: 'Back' }));
    expect(openDialogs()).toBe('inboxPage');
    expect(screen.getByRole('dialog', { name: 'Inbox' })).toBeTruthy();
  });

  it("goes to the message's route with its button and closes the inbox", async () => {
    mockFetch({ [LIST]: () => json([bonus, deposit]) });
    renderWithProviders(<></>, '/slots');
    act(() => openDialog('inboxPage'));
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit credited' }));
    const item = await screen.findByRole('dialog', { name: 'Deposit credited' });
    await userEvent.click(within(item).getByRole('button', { name: 'View history' }));
    expect(screen.getByTestId('location').textContent).toBe('/profile?tab=history');
    expect(openDialogs()).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a message at once and tells the server; a refusal brings it back', async () => {
    let server = [bonus, deposit];
    let refuse = false;
    const calls = mockFetch({
      [LIST]: () => json(server),
      'POST /api/frontend/notification/9/detach/': () => {
        if (refuse) return json({ detail: 'Something went wrong.' }, 500);
        server = server.filter((m) => m.id !== 9);
        return json(undefined, 204);
      },
      'POST /api/frontend/notification/7/detach/': () => json({ detail: 'Something went wrong.' }, 500),
    });
    renderWithProviders(<InboxButton label="Inbox" />);
    act(() => openDialog('inboxPage'));
    const dialog = await screen.findByRole('dialog', { name: 'Inbox' });
    await within(dialog).findByRole('button', { name: 'Your bonus is active' });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete message: Your bonus is active' }),
    );
    expect(within(dialog).queryByRole('button', { name: 'Your bonus is active' })).toBeNull();
    expect(within(dialog).getByText('Message deleted.')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('POST /api/frontend/notification/9/detach/'));
    await waitFor(() => expect(screen.getByTestId('inbox-badge').textContent).toBe('1'));

    // The server refuses the next one: it comes back, and nothing else is said (document 1, section 8).
    refuse = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message: Deposit credited' }));
    await waitFor(() => expect(calls).toContain('POST /api/frontend/notification/7/detach/'));
    expect(await within(dialog).findByRole('button', { name: 'Deposit credited' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("speaks the player's language", async () => {
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('ru');
    try {
      mockFetch({ [LIST]: () => json([deposit]) });
      renderWithProviders(<InboxButton label="Входящие" />);
      expect(await screen.findByRole('button', { name: 'Входящие, 1 сообщение' })).toBeTruthy();
      act(() => openDialog('inboxPage'));
      const dialog = await screen.findByRole('dialog', { name: 'Входящие' });
      expect(
        await within(dialog).findByRole('button', { name: 'Удалить сообщение: Deposit credited' }),
      ).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
