import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

function Harness({ onSubmit }: { onSubmit?: () => void }) {
  const [digits, setDigits] = useState(['', '', '', '']);
  return (
    <>
      <CodeInput value={digits} onChange={setDigits} digitLabel={(n) => `Digit ${n}`} onSubmit={onSubmit} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });

describe('CodeInput', () => {
  afterEach(cleanup);

  it('renders four numeric one-character boxes', () => {
    render(<Harness />);
    for (const n of [1, 2, 3, 4]) {
      expect(box(n).getAttribute('inputmode')).toBe('numeric');
      expect(box(n).getAttribute('maxlength')).toBe('1');
    }
  });

  it('moves to the next box as digits are typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('34');
    expect(screen.getByTestId('code').textContent).toBe('1234');
    expect(document.activeElement).toBe(box(4));
  });

  it('goes back on Backspace in an empty box and clears the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(screen.getByTestId('code').textContent).toBe('1');
  });

  it('fills every box from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => ' 98-76 ' } });
    expect(screen.getByTestId('code').textContent).toBe('9876');
    expect(document.activeElement).toBe(box(4));
  });

  it('submits on Enter', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<Harness onSubmit={() => (submitted += 1)} />);
    await user.click(box(1));
    await user.keyboard('{Enter}');
    expect(submitted).toBe(1);
  });
});
