import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import {
  assistantAnswer,
  chatMessage,
  chatState,
  json,
  mockFetch,
  renderWithProviders,
  sentBody,
} from '../testing';
import { SupportChat } from './support-chat';

beforeEach(() => {
  localStorage.clear();
});

const MESSAGES = 'GET /api/frontend/support-chat/me/';
const STATE = 'GET /api/frontend/support-chat/me/state/';
const SEND = 'POST /api/frontend/message/';
const CALL = 'POST /api/frontend/support-chat/manager/';

const count = (calls: string[], key: string) => calls.filter((c) => c === key).length;

function signIn() {
  storage.set('accessToken', 'access-token');
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
  return screen.getByRole('region', { name: 'Support' });
}

describe('the launcher', () => {
  it('opens and closes the panel through the shared flag, also when another tab changes it', async () => {
    mockFetch({});
    renderWithProviders(<SupportChat />);
    expect(screen.queryByRole('region', { name: 'Support' })).toBeNull();
    await openPanel();
    expect(storage.get('supportOpened')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close support chat', expanded: true }));
    expect(storage.get('supportOpened')).toBe(false);

    // Another tab opens it: only localStorage and a storage event reach this one.
    act(() => {
      localStorage.setItem('supportOpened', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'supportOpened', newValue: 'true' }));
    });
    expect(screen.getByRole('region', { name: 'Support' })).toBeTruthy();
    act(() => {
      localStorage.setItem('supportOpened', 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: 'supportOpened', newValue: 'false' }));
    });
    expect(screen.queryByRole('region', { name: 'Support' })).toBeNull();
  });

  it('is left out inside a game, where Need help opens the panel', () => {
    mockFetch({});
    storage.set('supportOpened', true);
    renderWithProviders(<SupportChat launcher={false} />);
    expect(screen.getByRole('region', { name: 'Support' })).toBeTruthy();
    // Only the panel's own close button: no floating launcher.
    expect(screen.getAllByRole('button', { name: /support chat/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { expanded: true })).toBeNull();
  });
});

describe('a guest', () => {
  it('is asked to log in and the chat calls nothing', async () => {
    const calls = mockFetch({});
    renderWithProviders(<SupportChat />);
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Chat with us' })).toBeTruthy();
    expect(within(panel).queryByPlaceholderText('Text your question...')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('open-dialogs').textContent).toBe('loginMenu');
    expect(calls).toEqual([]);
  });
});

describe("a player's conversation", () => {
  it('shows the greeting in beta, the messages on their sides, labels, and the cited pages', async () => {
    signIn();
    storage.set('supportOpened', true);
    mockFetch({
      [MESSAGES]: () =>
        json([
          chatMessage({ content: 'How much is the first deposit bonus?' }),
          assistantAnswer(),
          chatMessage({ author: 'manager', is_manager_message: true, content: 'Hello, I am Ana.' }),
        ]),
      [STATE]: () => json(chatState('manager')),
    });
    renderWithProviders(<SupportChat />);
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    expect(within(log).getByText(/I'm in beta/)).toBeTruthy();
    await within(log).findByText('How much is the first deposit bonus?');
    expect(within(log).getByText('Chat manager')).toBeTruthy();
    expect(within(log).getByText('Hello, I am Ana.')).toBeTruthy();
    expect(screen.getByText('A chat manager is answering')).toBeTruthy();
    // With a manager there is nobody to call.
    expect(within(log).queryByRole('button', { name: 'Call for a chat manager' })).toBeNull();
    const source = within(log).getByRole('link', { name: /Welcome bonus terms · First deposit/ });
    expect(source.getAttribute('href')).toBe('/faq/welcome-bonuses#first-deposit');
    await userEvent.click(source);
    expect(screen.getByTestId('location').textContent).toBe('/faq/welcome-bonuses#first-deposit');
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and never sends whitespace alone', async () => {
    signIn();
    storage.set('supportOpened', true);
    let stored = [assistantAnswer()].slice(0, 0);
    const calls = mockFetch({
      [MESSAGES]: () => json(stored),
      [STATE]: () => json(chatState()),
      [SEND]: (init) => {
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        stored = [...stored, chatMessage({ content }), assistantAnswer()];
        return json(stored.at(-2), 201);
      },
    });
    renderWithProviders(<SupportChat />);
    const box = await screen.findByPlaceholderText('Text your question...');
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, '\n\t{Enter}');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(send);
    expect(count(calls, SEND)).toBe(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    expect(count(calls, SEND)).toBe(0);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(count(calls, SEND)).toBe(1));
    const body = JSON.parse(String(sentBody(SEND))) as Record<string, string>;
    expect(body.content).toBe('First line\nsecond line');
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((box as HTMLTextAreaElement).value).toBe('');
    // The answer is there at once: the list is reloaded right after the send.
    const log = screen.getByRole('log');
    await within(log).findByText(/75% bonus/);
    expect(within(log).getByText((_, el) => el?.textContent === 'First line\nsecond line')).toBeTruthy();
  });

  it('calls a chat manager and shows the waiting state', async () => {
    signIn();
    storage.set('supportOpened', true);
    let state = chatState();
    const calls = mockFetch({
      [MESSAGES]: () => json([]),
      [STATE]: () => json(state),
      [CALL]: () => {
        state = chatState('waiting');
        return json(state);
      },
    });
    renderWithProviders(<SupportChat />);
    await userEvent.click(await screen.findByRole('button', { name: 'Call for a chat manager' }));
    expect(await screen.findByText('A chat manager has been called')).toBeTruthy();
    expect(screen.getByText('Waiting for a chat manager')).toBeTruthy();
    expect(count(calls, CALL)).toBe(1);
  });

  it('checks a chosen image, previews it and sends it with the text as multipart', async () => {
    signIn();
    storage.set('supportOpened', true);
    const calls = mockFetch({
      [MESSAGES]: () => json([]),
      [STATE]: () => json(chatState()),
      [SEND]: () => json(chatMessage({ content: 'See', attachment: { url: '/x', format: 'png' } }), 201),
    });
    const { container } = renderWithProviders(<SupportChat />);
    await screen.findByPlaceholderText('Text your question...');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*,.heic,.heif');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG, PNG, WebP, HEIC or HEIF image.');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(screen.getByRole('alert').textContent).toBe('The image is too large. The maximum size is 10 MB.');

    fireEvent.change(input, { target: { files: [new File(['heic'], 'IMG_0042.HEIC', { type: '' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('IMG_0042.HEIC')).toBeTruthy();
    // An image alone may be sent.
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByText('IMG_0042.HEIC')).toBeNull();

    fireEvent.change(input, { target: { files: [new File(['png'], 'screen.png', { type: 'image/png' })] } });
    await userEvent.type(screen.getByPlaceholderText('Text your question...'), 'See{Enter}');
    await waitFor(() => expect(count(calls, SEND)).toBe(1));
    const form = sentBody(SEND) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('content')).toBe('See');
    expect((form.get('file') as File).name).toBe('screen.png');
  });

  it("gives back the text with the server's reason when a message is refused", async () => {
    signIn();
    storage.set('supportOpened', true);
    mockFetch({
      [MESSAGES]: () => json([]),
      [STATE]: () => json(chatState()),
      [SEND]: () => json({ detail: 'Request was throttled. Expected available in 42 seconds.' }, 429),
    });
    renderWithProviders(<SupportChat />);
    const box = await screen.findByPlaceholderText('Text your question...');
    await userEvent.type(box, 'Are you there?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Request was throttled. Expected available in 42 seconds.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
  });

  it('reloads the conversation every 5 seconds while open, and stops when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    storage.set('supportOpened', true);
    const calls = mockFetch({ [MESSAGES]: () => json([]), [STATE]: () => json(chatState()) });
    renderWithProviders(<SupportChat />);
    await waitFor(() => expect(count(calls, MESSAGES)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(count(calls, MESSAGES)).toBe(2));
    act(() => storage.set('supportOpened', false));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count(calls, MESSAGES)).toBe(2);
  });
});
