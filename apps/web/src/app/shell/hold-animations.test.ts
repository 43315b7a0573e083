import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnimations } from './hold-animations';

/** A stand-in for a CSS animation on `target` (jsdom has no Web Animations). */
function fakeAnimation(target: Element, playState: AnimationPlayState = 'running') {
  const effect = Object.create(KeyframeEffect.prototype) as KeyframeEffect;
  Object.defineProperty(effect, 'target', { value: target });
  const animation = {
    playState,
    effect,
    pause: vi.fn(() => (animation.playState = 'paused')),
    play: vi.fn(() => (animation.playState = 'running')),
  };
  return animation;
}

type Fake = ReturnType<typeof fakeAnimation>;

/** Gives each element the animations listed for it; the root's subtree query returns them all. */
function animate(root: Element, byElement: Map<Element, Fake[]>) {
  for (const element of [root, ...root.querySelectorAll('*')])
    Object.defineProperty(element, 'getAnimations', {
      configurable: true,
      value: (options?: { subtree?: boolean }) =>
        options?.subtree ? [...byElement.values()].flat() : (byElement.get(element) ?? []),
    });
}

describe('holdAnimations', () => {
  // KeyframeEffect is absent from jsdom: a bare class stands for it.
  vi.stubGlobal('KeyframeEffect', class {});
  afterEach(() => document.body.replaceChildren());

  it('pauses what runs now and what starts later, and resumes both when released', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const icon = root.appendChild(document.createElement('span'));
    const dot = root.appendChild(document.createElement('i'));
    const running = fakeAnimation(icon);
    const byElement = new Map<Element, Fake[]>([[icon, [running]]]);
    animate(root, byElement);

    const release = holdAnimations(root);
    expect(running.pause).toHaveBeenCalledOnce();

    const later = fakeAnimation(dot);
    byElement.set(dot, [later]);
    dot.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(later.playState).toBe('paused');

    release();
    expect(running.play).toHaveBeenCalledOnce();
    expect(later.play).toHaveBeenCalledOnce();
    // Released: an animation that starts now runs.
    const after = fakeAnimation(dot);
    byElement.set(dot, [after]);
    dot.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(after.pause).not.toHaveBeenCalled();
  });

  it('leaves alone what it did not pause, and what left the page', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const gone = root.appendChild(document.createElement('span'));
    const stopped = root.appendChild(document.createElement('span'));
    const removed = fakeAnimation(gone);
    const alreadyPaused = fakeAnimation(stopped, 'paused');
    animate(
      root,
      new Map<Element, Fake[]>([
        [gone, [removed]],
        [stopped, [alreadyPaused]],
      ]),
    );

    const release = holdAnimations(root);
    expect(alreadyPaused.pause).not.toHaveBeenCalled();
    gone.remove();
    release();
    expect(removed.play).not.toHaveBeenCalled();
    expect(alreadyPaused.play).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no Web Animations', () => {
    const root = document.createElement('div');
    expect(() => holdAnimations(root)()).not.toThrow();
  });
});
