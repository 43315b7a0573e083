import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { methodKey, networkName, providerName, type PaymentMethod } from '../payment-methods';
import { NetworkIcon, TokenIcon } from './icons';
import styles from './method-picker.module.css';

type Method = Pick<PaymentMethod, 'provider' | 'token_type'> & { network?: string };

export interface MethodPickerProps {
  methods: readonly Method[];
  selected: string;
  onSelect: (key: string) => void;
  label: string;
}

/** Movement (px) after which a press on the list counts as a drag, not a click. */
const DRAG_THRESHOLD = 5;

/**
 * The horizontally draggable list of deposit methods: a mouse drags it, a wheel scrolls it
 * sideways, touch scrolls natively, and arrow keys move the selection (a radio group).
 */
export function MethodPicker({ methods, selected, onSelect, label }: MethodPickerProps) {
  const list = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  // React attaches wheel listeners as passive; a native one may turn vertical wheel into sideways scroll.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      const max = el.scrollWidth - el.clientWidth;
      // Let the page scroll when the list is already at that end.
      if (max <= 0 || (delta < 0 && el.scrollLeft <= 0) || (delta > 0 && el.scrollLeft >= max)) return;
      event.preventDefault();
      el.scrollLeft += delta;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !list.current) return;
    drag.current = { x: event.clientX, scroll: list.current.scrollLeft, moved: false };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const el = list.current;
    if (!state || !el) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
    if (!state.moved) {
      state.moved = true;
      el.setPointerCapture?.(event.pointerId);
    }
    el.scrollLeft = state.scroll - dx;
  };
  const handlePointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  const focusMethod = (index: number) => {
    const method = methods[index];
    if (!method) return;
    onSelect(methodKey(method));
    const button = list.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[index];
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = methods.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    focusMethod(target);
  };

  return (
    <div
      ref={list}
      role="radiogroup"
      aria-label={label}
      className={styles.list}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onClickCapture={(event) => {
        // The click that ends a drag must not also pick the card under the pointer.
        if (suppressClick.current) {
          event.preventDefault();
          event.stopPropagation();
          suppressClick.current = false;
        }
      }}
    >
      {methods.map((method, index) => {
        const key = methodKey(method);
        const checked = key === selected;
        const network = networkName(method);
        return (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${method.token_type} ${providerName(method.provider)} ${network}`}
            tabIndex={checked ? 0 : -1}
            className={[styles.card, checked && styles.checked].filter(Boolean).join(' ')}
            onClick={() => onSelect(key)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            draggable={false}
          >
            <span className={styles.icons} aria-hidden="true">
              <TokenIcon token={method.token_type} className={styles.token} />
              <NetworkIcon provider={method.provider} className={styles.network} />
            </span>
            <span className={styles.text}>
              <span className={styles.tokenName}>{method.token_type}</span>
              <span className={styles.networkName}>
                {providerName(method.provider)} · {network}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
