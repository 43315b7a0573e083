import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Markdown } from './markdown';

afterEach(cleanup);

function Where() {
  const { pathname, hash } = useLocation();
  return <span data-testid="where">{pathname + hash}</span>;
}

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter initialEntries={['/faq/contact']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <Markdown source={source} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders paragraphs, emphasis, lists and tables as elements', () => {
    renderMarkdown(
      'Intro with **bold** and *italic*.\n\n- one\n- two\n\n| Station | Rate |\n| --- | --- |\n| 2 | 2% |',
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Rate' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '2%' })).toBeTruthy();
  });

  it('never renders HTML from the text', () => {
    const { container } = renderMarkdown(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> **<b>x</b>**',
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('follows links inside the app through the router and keeps other schemes from being links', async () => {
    renderMarkdown(
      'See the [bonus policy](/faq/bonus-policy#wagering), [this section](#escalation), [the regulator](https://onjn.gov.ro), [mail us](mailto:support@royalflush.casino) and [a trap](javascript:alert(1)).',
    );
    const external = screen.getByRole('link', { name: 'the regulator' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe(
      'mailto:support@royalflush.casino',
    );
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText(/a trap/)).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'this section' }));
    expect(screen.getByTestId('where').textContent).toBe('/faq/contact#escalation');
    await userEvent.click(screen.getByRole('link', { name: 'bonus policy' }));
    expect(screen.getByTestId('where').textContent).toBe('/faq/bonus-policy#wagering');
  });
});
