import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BonusCarousel } from './bonus-carousel';

// A 500 px viewport: slides 400 px wide, 412 px apart with the gap, the centred one 50 px in.
const WIDTH = 500;
const STEP = 412;
const atPosition = (position: number) => 50 - position * STEP;

function renderCarousel() {
  render(
    <BonusCarousel
      slides={['One', 'Two', 'Three'].map((name) => ({ key: name, node: <p>{name}</p> }))}
      label="Choices"
      previousLabel="Previous"
      nextLabel="Next"
      goToLabel={(n) => `Show ${n}`}
      slideLabel={(n, total) => `${n} of ${total}`}
    />,
  );
  const track = screen.getByTestId('carousel-track');
  return {
    track,
    viewport: track.parentElement as HTMLElement,
    offset: () => Number(/translate3d\((-?[\d.]+)px/.exec(track.style.transform)?.[1]),
    animated: () => track.style.transition !== 'none',
  };
}

describe('BonusCarousel wrapping around', () => {
  let clientWidth: PropertyDescriptor | undefined;
  beforeEach(() => {
    clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
  });
  afterEach(() => {
    cleanup();
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  });

  it('a second swipe while sliding onto a copy starts from the real slide and moves one slide', () => {
    const carousel = renderCarousel();
    // Back from the first: the track slides onto the copy of the last (position 0).
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(carousel.offset()).toBe(atPosition(0));

    // Before that slide has ended, the player swipes to the right again.
    fireEvent.pointerDown(carousel.viewport, { pointerId: 1, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(carousel.viewport, { pointerId: 1, clientX: 280, clientY: 100 });
    // The drag carries the real last slide (position 3), which looks the same as its copy.
    expect(carousel.offset()).toBe(atPosition(3) + 80);
    fireEvent.pointerUp(carousel.viewport, { pointerId: 1, clientX: 280, clientY: 100 });

    // One slide back, animated from where the drag let go: not a sweep across the whole ring.
    expect(carousel.animated()).toBe(true);
    expect(carousel.offset()).toBe(atPosition(2));
    expect(screen.getByRole('group', { name: '2 of 3' }).hasAttribute('inert')).toBe(false);
  });

  it('a second press while sliding onto a copy jumps to the real slide, then moves one slide', async () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(carousel.offset()).toBe(atPosition(0));

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    // First a jump without animation onto the real last slide...
    expect(carousel.animated()).toBe(false);
    expect(carousel.offset()).toBe(atPosition(3));
    // ...then one animated step back to the second.
    await waitFor(() => expect(carousel.offset()).toBe(atPosition(2)));
    expect(carousel.animated()).toBe(true);
    expect(screen.getByRole('button', { name: 'Show 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('lands on the real slide when a slide onto a copy is cancelled instead of ending', async () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(carousel.offset()).toBe(atPosition(4));
    act(() => {
      carousel.track.dispatchEvent(new Event('transitioncancel', { bubbles: true }));
    });
    await waitFor(() => expect(carousel.offset()).toBe(atPosition(1)));
    expect(screen.getByRole('group', { name: '1 of 3' }).hasAttribute('inert')).toBe(false);
  });
});
