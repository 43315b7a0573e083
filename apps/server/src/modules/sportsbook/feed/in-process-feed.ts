import type { FastifyBaseLogger } from 'fastify';
import type { FeedMessage } from './feed-messages.js';
import { FEED_BATCH, type FeedPublisher, type FeedSource, type RecoveryRequest } from './feed-source.js';

const RETRY_MS = 1000;

export { FEED_BATCH };

/**
 * The feed inside this process (the default): the simulator publishes into a queue the book
 * drains in order. Nothing is kept across a restart, as with a broker's transient queue: the
 * book's recovery asks the producer for what it missed.
 */
export class InProcessFeed {
  private readonly queue: unknown[] = [];
  private handle: ((messages: readonly unknown[]) => Promise<void>) | undefined;
  private runSize = 1;
  private answer: ((request: RecoveryRequest) => Promise<void>) | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  readonly source: FeedSource = {
    start: async (handle) => {
      this.handle = async ([message]) => handle(message);
      this.runSize = 1;
      this.kick();
    },
    startRuns: async (handle) => {
      this.handle = handle;
      this.runSize = FEED_BATCH;
      this.kick();
    },
    requestRecovery: async (request) => {
      if (!this.answer) throw new Error('no producer is listening for recovery requests');
      await this.answer(request);
    },
    close: async () => {
      this.closed = true;
      await this.draining;
    },
  };

  readonly publisher: FeedPublisher = {
    publish: async (messages: readonly FeedMessage[]) => {
      if (this.closed) return;
      // A copy: the consumer must not share objects with the producer (a broker would not).
      for (const m of messages) this.queue.push(structuredClone(m));
      this.kick();
    },
    onRecoveryRequest: async (answer) => {
      this.answer = answer;
    },
    close: async () => {},
  };

  /** Messages waiting to be applied. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves once every message published so far has been handled. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private kick(): void {
    if (this.draining || !this.handle) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.queue.length > 0 && !this.closed) this.kick();
    });
  }

  private async drain(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    while (!this.closed && this.queue.length > 0) {
      const run = this.queue.slice(0, this.runSize);
      try {
        await handle(run);
        this.queue.splice(0, run.length);
      } catch (err) {
        // Kept at the head, so the order holds; tried again after a pause.
        this.log.error({ err }, 'sportsbook feed: a message could not be applied; trying again');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
