import type { Slide } from '@casino/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@casino/ui/icons';
import { ChevronLeftIcon, PauseIcon, PlayIcon } from './icons';
import styles from './slides-carousel.module.css';

/** How long a slide stays before the next one shows. */
export const SLIDE_INTERVAL_MS = 6_000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function SlideAction({ slide }: { slide: Slide }) {
  // The operator's links stay inside the app; anything else opens apart.
  if (slide.button_action.startsWith('/')) {
    return (
      <Link to={slide.button_action} className={styles.cta}>
        {slide.button_text}
      </Link>
    );
  }
  return (
    <a href={slide.button_action} className={styles.cta} target="_blank" rel="noopener noreferrer">
      {slide.button_text}
    </a>
  );
}

/**
 * The operator's lobby banners as an accessible carousel: previous, next and a picker per slide;
 * it advances by itself only while nobody hovers or focuses it, can be paused, and never moves
 * for readers who ask for reduced motion.
 */
export function SlidesCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const running = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('slides.carousel')}
      aria-labelledby={headingId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('slides.title')}
      </h2>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={running ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slides.slide')}
              aria-label={t('slides.position', { index: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide.image && (
                <img
                  className={styles.image}
                  src={slide.image}
                  alt=""
                  width={1200}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div className={styles.copy}>
                <h3 className={styles.title}>{slide.title}</h3>
                {slide.text && <p className={styles.text}>{slide.text}</p>}
                {slide.button_text && slide.button_action && <SlideAction slide={slide} />}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('slides.play') : t('slides.pause')}
          >
            {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current - 1)}
            aria-label={t('slides.previous')}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={[styles.dot, i === current && styles.dotCurrent].filter(Boolean).join(' ')}
                onClick={() => go(i)}
                aria-label={t('slides.show', { title: slide.title })}
                aria-current={i === current ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current + 1)}
            aria-label={t('slides.next')}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
