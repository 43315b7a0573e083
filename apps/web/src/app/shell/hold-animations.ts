/**
 * Holds the CSS animations inside `element` still until the returned release is called: those
 * that start are paused in the frame they started (on `animationstart`, from the frame's
 * animation callbacks). Under the start-up overlay nothing of the app is seen, so its animations
 * (the countdown's wiggle, loading shimmers, live dots) should ask for no frames and no repaints.
 *
 * Paused through the Web Animations API rather than by a stylesheet rule on the shell
 * (`[data-starting] * { animation-play-state: paused }`): removing that attribute restyled every
 * element of the page (about 330 on the lobby, 30–40 ms under 4x CPU throttling) in the frame the
 * player first sees, to resume the one or two animations there were.
 *
 * The animations are looked up once per frame, not once per event: the lobby's skeletons start
 * some 35 shimmers in one frame, and each pause made the next look-up style the page again
 * (about 23 ms under 4x throttling). In the frame's animation callbacks the page's style is
 * still the one the animations started with, so the one look-up costs next to nothing.
 */
export function holdAnimations(element: Element): () => void {
  if (typeof element.getAnimations !== 'function') return () => {};
  const held = new Set<Animation>();
  let scheduled = false;
  let released = false;
  const holdRunning = () => {
    scheduled = false;
    if (released) return;
    for (const animation of element.getAnimations({ subtree: true })) {
      if (!(animation instanceof CSSAnimation) || animation.playState !== 'running') continue;
      animation.pause();
      held.add(animation);
    }
  };
  const onStart = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(holdRunning);
  };
  element.addEventListener('animationstart', onStart);
  return () => {
    released = true;
    element.removeEventListener('animationstart', onStart);
    for (const animation of held) {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      // An element gone from the page took its animation with it: nothing to resume.
      if (target?.isConnected) animation.play();
    }
    held.clear();
  };
}
