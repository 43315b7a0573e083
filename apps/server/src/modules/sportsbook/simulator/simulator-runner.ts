import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { FeedPublisher } from '../feed/feed-source.js';
import type { FeedSimulator } from './simulator.js';

/**
 * Runs the simulator as a live producer: every tick it publishes what its matches produced since
 * the last tick, and it answers recovery requests with a replay. It publishes only through the
 * feed (in-process or the broker), never to the book's tables.
 */
export class SimulatorRunner {
  private timer: NodeJS.Timeout | undefined;
  private last: number;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly simulator: FeedSimulator,
    private readonly publisher: FeedPublisher,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    // A producer that starts anew sends from now on; what came before is a recovery's to replay.
    this.last = clock.now().getTime();
  }

  /** Listens for recovery requests; with a tick period, also publishes on its own. */
  async start(tickMs?: number): Promise<void> {
    await this.publisher.onRecoveryRequest(async (request) => {
      if (request.producer !== this.simulator.producer) return;
      await this.publisher.publish(
        this.simulator.replay(request.since, this.clock.now().getTime(), request.request_id),
      );
    });
    if (tickMs !== undefined) {
      this.timer = setInterval(() => void this.tick(), tickMs);
      this.timer.unref();
    }
  }

  /** Publishes everything produced since the last tick (tests call it after moving the clock). */
  tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      const now = this.clock.now().getTime();
      if (now <= this.last) return;
      await this.publisher.publish(this.simulator.messagesBetween(this.last, now));
      // Moved only once published: a failed tick is published again by the next.
      this.last = now;
    })()
      .catch((err: unknown) => this.log.error({ err }, 'sportsbook simulator: a tick failed'))
      .finally(() => {
        this.ticking = undefined;
      });
    return this.ticking;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    await this.publisher.close();
  }
}
