import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnimations } from './hold-animations';

// jsdom has no Web Animations: bare classes stand for the two the code tells apart.
class FakeKeyframeEffect {
  constructor(readonly target: Element) {}
}
class FakeCSSAnimation {
  readonly pause = vi.fn(() => (this.playState = 'paused'));
  readonly play = vi.fn(() => (this.playState = 'running'));
  constructor(
    readonly effect: FakeKeyframeEffect,
    public playState: AnimationPlayState = 'running',
  ) {}
}
vi.stubGlobal('KeyframeEffect', FakeKeyframeEffect);
vi.stubGlobal('CSSAnimation', FakeCSSAnimation);

/** The root's subtree lists the animations given; the test adds to them as they "start". */
function animate(root: Element, animations: FakeCSSAnimation[]) {
  const lookups = vi.fn((options?: { subtree?: boolean }) => (options?.subtree ? [...animations] : []));
  Object.defineProperty(root, 'getAnimations', { configurable: true, value: lookups });
  return lookups;
}

const started = (target: Element) => target.dispatchEvent(new Event('animationstart', { bubbles: true }));

describe('holdAnimations', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  };
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    frames = [];
    document.body.replaceChildren();
  });

  it('pauses what started in the frame, looking once however many started, and resumes it', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const icon = root.appendChild(document.createElement('span'));
    const tiles = [1, 2, 3].map(() => root.appendChild(document.createElement('div')));
    const wiggle = new FakeCSSAnimation(new FakeKeyframeEffect(icon));
    const shimmers = tiles.map((tile) => new FakeCSSAnimation(new FakeKeyframeEffect(tile)));
    const animations = [wiggle, ...shimmers];
    const lookups = animate(root, animations);

    const release = holdAnimations(root);
    [icon, ...tiles].forEach(started);
    expect(wiggle.pause).not.toHaveBeenCalled();
    nextFrame();
    expect(lookups).toHaveBeenCalledOnce();
    expect(animations.map((a) => a.playState)).toEqual(['paused', 'paused', 'paused', 'paused']);

    // One that starts in a later frame is held in that frame.
    const dot = new FakeCSSAnimation(new FakeKeyframeEffect(icon));
    animations.push(dot);
    started(icon);
    nextFrame();
    expect(dot.playState).toBe('paused');

    release();
    expect(animations.map((a) => a.play.mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
    // Released: an animation that starts now runs.
    const after = new FakeCSSAnimation(new FakeKeyframeEffect(icon));
    animations.push(after);
    started(icon);
    nextFrame();
    expect(after.pause).not.toHaveBeenCalled();
  });

  it('leaves alone what was already paused, what left the page, and a frame due after the release', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const gone = root.appendChild(document.createElement('span'));
    const stopped = root.appendChild(document.createElement('span'));
    const removed = new FakeCSSAnimation(new FakeKeyframeEffect(gone));
    const alreadyPaused = new FakeCSSAnimation(new FakeKeyframeEffect(stopped), 'paused');
    const animations = [removed, alreadyPaused];
    animate(root, animations);

    const release = holdAnimations(root);
    started(gone);
    nextFrame();
    expect(alreadyPaused.pause).not.toHaveBeenCalled();
    gone.remove();

    const late = new FakeCSSAnimation(new FakeKeyframeEffect(stopped));
    animations.push(late);
    started(stopped);
    release();
    nextFrame();
    expect(late.pause).not.toHaveBeenCalled();
    expect(removed.play).not.toHaveBeenCalled();
    expect(alreadyPaused.play).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no Web Animations', () => {
    const root = document.createElement('div');
    expect(() => holdAnimations(root)()).not.toThrow();
  });
});
