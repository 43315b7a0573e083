/**
 * Holds the CSS animations inside `element` still until the returned release is called: those
 * running now, and each one that starts meanwhile (paused on its `animationstart`, a frame in).
 * Under the start-up overlay nothing of the app is seen, so its animations (the countdown's
 * wiggle, loading shimmers, live dots) should ask for no frames and no repaints.
 *
 * Paused one by one through the Web Animations API rather than by a stylesheet rule on the shell
 * (`[data-starting] * { animation-play-state: paused }`): removing that attribute restyled every
 * element of the page (about 330 on the lobby, 30–40 ms under 4x CPU throttling) in the frame the
 * player first sees, to resume the one or two animations there were.
 */
export function holdAnimations(element: Element): () => void {
  if (typeof element.getAnimations !== 'function') return () => {};
  const held = new Set<Animation>();
  const hold = (animations: Animation[]) => {
    for (const animation of animations) {
      if (animation.playState !== 'running') continue;
      animation.pause();
      held.add(animation);
    }
  };
  const onStart = (event: Event) => {
    if (event.target instanceof Element) hold(event.target.getAnimations());
  };
  hold(element.getAnimations({ subtree: true }));
  element.addEventListener('animationstart', onStart);
  return () => {
    element.removeEventListener('animationstart', onStart);
    for (const animation of held) {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      // An element gone from the page took its animation with it: nothing to resume.
      if (target?.isConnected) animation.play();
    }
    held.clear();
  };
}
