import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markStartupOverlayGone } from '../../../lib/startup';
import { useNearScreen } from './use-near-screen';

/** The margins each IntersectionObserver was made with, newest last. */
const margins: string[] = [];
class RecordingObserver {
  constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    margins.push(options?.rootMargin ?? '');
  }
  observe() {}
  disconnect() {}
}

function Part() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return <div ref={ref}>{near ? 'rendered' : 'placeholder'}</div>;
}

describe('useNearScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts only the first screen while the start-up overlay shows, then looks 600 px ahead', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    render(<Part />);
    expect(margins.at(-1)).toBe('0px 0px');
    act(() => markStartupOverlayGone());
    expect(margins.at(-1)).toBe('600px 0px');
  });
});
