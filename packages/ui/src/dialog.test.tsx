import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener({ nested }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog title="Outer" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          {nested && (
            <button type="button" onClick={() => setInner(true)}>
              more
            </button>
          )}
        </Dialog>
      )}
      {inner && (
        <Dialog title="Inner" onClose={() => setInner(false)}>
          <p>inner</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('stays open under StrictMode: a close event queued by the first mount is not a request to close', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' }) as HTMLDialogElement;
    // What a browser delivers after the first mount's cleanup closed the dialog and the second
    // mount opened it again.
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBe(dialog);
    expect(dialog.open).toBe(true);
    // Closed by the browser itself (open is false), the owner is asked to unmount it.
    act(() => {
      dialog.close();
      dialog.dispatchEvent(new Event('close'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a native modal dialog with its first field focused, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the top-most dialog on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener nested />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'more' }));
  });

  it('closes on a press on the backdrop but not inside the panel', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    const box = dialog.getBoundingClientRect();
    // Inside the panel: on a field, or on the dialog's own box (its padding).
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.mouseDown(dialog, { clientX: box.left, clientY: box.top });
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    // Outside the dialog's box the press lands on its ::backdrop, which targets the dialog.
    fireEvent.mouseDown(dialog, { clientX: box.right + 50, clientY: box.bottom + 50 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
