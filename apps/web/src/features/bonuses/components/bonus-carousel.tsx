import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type TransitionEvent,
} from 'react';
import { ChevronRightIcon } from '@casino/ui/icons';
import styles from './bonus-carousel.module.css';

/** The super bonus carousel's slide transition (document 2, section 9). */
export const CAROUSEL_TRANSITION_MS = 300;
/** How far a swipe must travel (px) to move to the next slide. */
const SWIPE_THRESHOLD = 40;
const GAP = 12;
/** Each slide takes this share of the width, so its neighbours peek in at both sides. */
const SLIDE_SHARE = 0.8;

export interface BonusCarouselProps {
  slides: Array<{ key: string | number; node: ReactNode }>;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The dot's name for slide n (1-based). */
  goToLabel: (n: number) => string;
  /** 'n of total' for the slide's group name. */
  slideLabel: (n: number, total: number) => string;
}

/**
 * A swipeable carousel that wraps around: a copy of the last slide sits before the first and a
 * copy of the first after the last; moving onto a copy slides there, then jumps without animation
 * to the real slide, so the ring never shows an end. Only the centred slide is interactive.
 */
export function BonusCarousel({
  slides,
  label,
  previousLabel,
  nextLabel,
  goToLabel,
  slideLabel,
}: BonusCarouselProps) {
  const count = slides.length;
  const looped = count > 1;
  // Positions on the track: 0 is the copy of the last slide, 1..count the slides, count+1 the copy of the first.
  const [position, setPosition] = useState(looped ? 1 : 0);
  const [animate, setAnimate] = useState(true);
  const [drag, setDrag] = useState(0);
  const [width, setWidth] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; id: number; horizontal?: boolean } | null>(null);
  // Slides asked for while the track jumped off a copy: taken once animation is back on.
  const queued = useRef(0);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // After a jump without animation, animation comes back on the next frame (and a queued move runs).
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimate(true);
        const delta = queued.current;
        queued.current = 0;
        if (delta) setPosition((p) => Math.min(count + 1, Math.max(0, p + delta)));
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [animate, count]);

  const current = looped ? (position - 1 + count) % count : 0;
  const track = looped
    ? [
        { ...slides[count - 1], key: `copy-last`, copy: true },
        ...slides.map((s) => ({ ...s, copy: false })),
        { ...slides[0], key: `copy-first`, copy: true },
      ]
    : slides.map((s) => ({ ...s, copy: false }));

  const slideWidth = width * SLIDE_SHARE;
  const offset = (width - slideWidth) / 2 - position * (slideWidth + GAP) + drag;

  /** The real slide a track position shows: position 0 copies the last slide, count + 1 the first. */
  const realOf = (p: number) => (p === 0 ? count : p === count + 1 ? 1 : p);
  const onCopy = looped && realOf(position) !== position;
  // Leaving a copy before its slide has ended (a quick second swipe or press): stand on the real
  // slide it copies, without animation (the two look the same), so the next move is one slide and
  // not a sweep back across the whole ring.
  const leaveCopy = () => {
    setAnimate(false);
    setPosition(realOf(position));
  };

  const move = (delta: number) => {
    if (!looped) return;
    if (onCopy) {
      leaveCopy();
      queued.current += delta;
      return;
    }
    const pending = queued.current;
    queued.current = 0;
    setAnimate(true);
    // A tap during the jump back from a copy starts from the real slide.
    setPosition((p) => Math.min(count + 1, Math.max(0, realOf(p) + pending + delta)));
  };
  const goTo = (index: number) => {
    queued.current = 0;
    setAnimate(true);
    setPosition(looped ? index + 1 : 0);
  };

  const handleTransitionEnd = (event: TransitionEvent) => {
    if (event.target !== event.currentTarget) return;
    if (position === 0 || position === count + 1) {
      setAnimate(false);
      setPosition(position === 0 ? count : 1);
    }
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!looped || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (onCopy) leaveCopy();
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    const dx = event.clientX - s.x;
    const dy = event.clientY - s.y;
    // The first clear movement decides: sideways drags the carousel, up and down scrolls the dialog.
    if (s.horizontal === undefined && Math.abs(dx) + Math.abs(dy) > 6) {
      s.horizontal = Math.abs(dx) > Math.abs(dy);
      if (s.horizontal) event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (s.horizontal) {
      setAnimate(false);
      setDrag(dx);
    }
  };
  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    start.current = null;
    if (!s.horizontal) return;
    const dx = event.clientX - s.x;
    setDrag(0);
    setAnimate(true);
    if (dx <= -SWIPE_THRESHOLD) move(1);
    else if (dx >= SWIPE_THRESHOLD) move(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
      >
        <div
          className={styles.track}
          data-testid="carousel-track"
          style={{
            transform: `translate3d(${offset}px, 0, 0)`,
            transition: animate && drag === 0 ? `transform ${CAROUSEL_TRANSITION_MS}ms ease` : 'none',
            gap: GAP,
          }}
          onTransitionEnd={handleTransitionEnd}
          // A slide cut short (its transition replaced) never ends; it still has to leave a copy.
          onTransitionCancel={handleTransitionEnd}
        >
          {track.map((slide, index) => {
            const real = looped ? index - 1 : index;
            const shown = !slide.copy && real === current;
            return (
              <div
                key={slide.key}
                className={[styles.slide, shown && styles.shown].filter(Boolean).join(' ')}
                style={{ width: slideWidth || `${SLIDE_SHARE * 100}%` }}
                role={slide.copy ? undefined : 'group'}
                aria-roledescription={slide.copy ? undefined : 'slide'}
                aria-label={slide.copy ? undefined : slideLabel(real + 1, count)}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                onClick={() => {
                  // A tap on a neighbour brings it to the centre.
                  if (!shown && looped) setPosition(index);
                }}
              >
                {slide.node}
              </div>
            );
          })}
        </div>
      </div>

      {looped ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={previousLabel} onClick={() => move(-1)}>
            <ChevronRightIcon size={18} className={styles.back} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={[styles.dot, index === current && styles.dotActive].filter(Boolean).join(' ')}
                aria-label={goToLabel(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={nextLabel} onClick={() => move(1)}>
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
