import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, type DialogComponentProps } from '../lib/dialogs';
import '../lib/i18n';
import { DialogsHost } from './dialogs-host';

function Greeting({ onClose, name }: DialogComponentProps) {
  return (
    <div role="dialog" aria-label="greeting">
      Hello {String(name)}
      <button type="button" onClick={onClose}>
        done
      </button>
    </div>
  );
}

/** The default registry's dialogs ask the API and link to pages, as they do inside the app. */
function renderDefaultHost() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DialogsHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dialogs host', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    for (const name of ['loginMenu', 'inboxPage', 'wheelMenu', 'searchMenu'] as const) closeDialog(name);
  });

  it('renders an open dialog by name with its props and closes it through onClose', () => {
    render(<DialogsHost registry={{ loginMenu: Greeting }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openDialog('loginMenu', { name: 'Ana' }));
    expect(screen.getByRole('dialog', { name: 'greeting' }).textContent).toContain('Hello Ana');
    act(() => screen.getByRole('button', { name: 'done' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing for a name without a component', () => {
    const { container } = render(<DialogsHost registry={{ loginMenu: Greeting }} />);
    act(() => openDialog('inboxPage'));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the shell dialogs from the default registry, fetching their code on first opening', async () => {
    renderDefaultHost();
    act(() => openDialog('wheelMenu'));
    expect((await screen.findByRole('dialog', { name: 'Wheel of Fortune' })).textContent).toContain(
      'One free spin every day',
    );
    act(() => openDialog('searchMenu'));
    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toBeTruthy();
    // Escape closes the topmost dialog only.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Wheel of Fortune' })).toBeTruthy();
  });

  it('keeps the page from scrolling until the last of several dialogs closes, in any order', async () => {
    document.body.style.overflow = '';
    renderDefaultHost();
    act(() => openDialog('wheelMenu'));
    act(() => openDialog('searchMenu'));
    await screen.findByRole('dialog', { name: 'Search games' });
    await screen.findByRole('dialog', { name: 'Wheel of Fortune' });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => closeDialog('wheelMenu'));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => closeDialog('searchMenu'));
    expect(document.body.style.overflow).toBe('');
  });
});
