/**
 * The tempo of a presentation. Every wait and animation of a round goes through one Pace, so a
 * press of Space or the main button ("hurry up") finishes what is running and makes the rest of
 * the round instant, and reduced motion shortens everything from the start.
 */
export class Pace {
  private hurried = false;
  private readonly waiters = new Set<() => void>();
  private readonly running = new Set<Animation>();

  constructor(readonly reducedMotion: boolean) {}

  /** True once the player asked to skip this round's presentation. */
  get fast(): boolean {
    return this.hurried;
  }

  /** Starts a new round at full tempo. */
  reset(): void {
    this.hurried = false;
  }

  /** Finishes running animations and makes later waits and animations immediate. */
  hurry(): void {
    this.hurried = true;
    for (const animation of this.running) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
    this.running.clear();
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves after `ms`, at once when hurried. */
  wait(ms: number): Promise<void> {
    if (this.hurried || ms <= 0) return Promise.resolve();
    const time = this.reducedMotion ? Math.min(ms, 400) : ms;
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, time);
      this.waiters.add(wake);
    });
  }

  /** Runs a Web Animation that keeps its end state; resolves when it ends or is hurried. */
  animate(el: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions): Promise<void> {
    const animation = el.animate(keyframes, { fill: 'forwards', ...options });
    if (this.hurried) {
      animation.finish();
      return Promise.resolve();
    }
    this.running.add(animation);
    return animation.finished.then(
      () => {
        this.running.delete(animation);
      },
      () => {
        this.running.delete(animation);
      },
    );
  }
}
