import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import { recoveryRequest, type FeedMessage } from './feed-messages.js';
import { FEED_BATCH, type FeedPublisher, type FeedSource, type RecoveryRequest } from './feed-source.js';

/**
 * The feed over a message broker (AMQP 0-9-1, RabbitMQ), as production receives a bookmaker's
 * feed: messages on a topic exchange (routing key producer.type.event), recovery requests on an
 * exchange of their own that the producer listens to. The book's queue is durable and every
 * message is acknowledged only once applied, so a restart loses nothing the broker holds, and a
 * redelivery is recognised by its message id (docs/decisions/044).
 */

export interface AmqpNames {
  /** The topic exchange the producer publishes to. */
  feedExchange: string;
  /** The book's queue on it. */
  feedQueue: string;
  /** The exchange recovery requests go to, and the producer's queue on it. */
  recoveryExchange: string;
  recoveryQueue: string;
}

export const DEFAULT_AMQP_NAMES: AmqpNames = {
  feedExchange: 'sportsbook.feed',
  feedQueue: 'sportsbook.feed.book',
  recoveryExchange: 'sportsbook.recovery',
  recoveryQueue: 'sportsbook.recovery.producer',
};

/**
 * Acknowledges (or hands back) a delivery. On a channel that has closed meanwhile (the book is
 * stopping) there is nothing to do: the broker requeues what was not acknowledged.
 */
function settle(channel: Channel, delivery: ConsumeMessage, applied: boolean, allUpTo = false): void {
  try {
    if (applied) channel.ack(delivery, allUpTo);
    else channel.nack(delivery, allUpTo, true);
  } catch {
    // The channel is closed.
  }
}

/**
 * Consumes a queue of JSON messages: each read by `read` (a message it refuses is dropped), then
 * handled; acknowledged once handled, or, when handling fails and `retry` is set, handed back
 * after a second to come again.
 */
async function consumeJson<T>(
  channel: Channel,
  queue: string,
  read: (body: unknown) => T,
  handle: (message: T) => Promise<void>,
  what: string,
  log: FastifyBaseLogger,
  retry: boolean,
): Promise<void> {
  await channel.consume(queue, (delivery: ConsumeMessage | null) => {
    if (!delivery) return;
    let message: T;
    try {
      message = read(JSON.parse(delivery.content.toString('utf8')));
    } catch {
      log.warn(`sportsbook: a malformed ${what} was dropped`);
      settle(channel, delivery, true);
      return;
    }
    handle(message).then(
      () => settle(channel, delivery, true),
      (err: unknown) => {
        log.error(
          { err },
          `sportsbook: a ${what} could not be handled${retry ? '; it will come again' : ''}`,
        );
        if (retry) setTimeout(() => settle(channel, delivery, false), 1000).unref();
        else settle(channel, delivery, true);
      },
    );
  });
}

async function open(url: string, names: AmqpNames): Promise<{ connection: ChannelModel; channel: Channel }> {
  const connection = await connect(url);
  const channel = await connection.createChannel();
  // A channel's error also closes it; the connection's listener logs the cause.
  channel.on('error', () => undefined);
  await channel.assertExchange(names.feedExchange, 'topic', { durable: true });
  await channel.assertExchange(names.recoveryExchange, 'fanout', { durable: true });
  return { connection, channel };
}

/**
 * Hands a queue's deliveries over in runs (docs/decisions/044, "Throughput"): up to FEED_BATCH
 * unacknowledged at a time, in the queue's order, and a run is what arrived while the one before
 * was handled; each run is acknowledged once handled (its messages committed together). A run
 * whose handling failed stays at the head and is handled again after a second, so the order holds
 * (handing it back to the broker could let a delivery already on its way overtake it); a channel
 * that closes meanwhile returns every unacknowledged delivery to the queue in order.
 */
class RunConsumer {
  private readonly waiting: ConsumeMessage[] = [];
  private draining = false;
  private stopped = false;

  constructor(
    private readonly channel: Channel,
    private readonly handle: (messages: readonly unknown[]) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  deliver(delivery: ConsumeMessage): void {
    if (this.stopped) return;
    this.waiting.push(delivery);
    if (!this.draining) void this.drain();
  }

  /** The channel closed: what was not acknowledged is back in the queue, and comes again. */
  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const run = this.waiting.slice(0, FEED_BATCH);
        const last = run[run.length - 1] as ConsumeMessage;
        try {
          // A delivery we cannot read is dropped (acknowledged with its run), as a message alone would be.
          await this.handle(run.flatMap((d) => readJson(d, this.log)));
          this.waiting.splice(0, run.length);
          settle(this.channel, last, true, true);
        } catch (err) {
          this.log.error({ err }, 'sportsbook: a run of feed messages could not be handled; trying again');
          await new Promise((resolve) => setTimeout(resolve, 1000).unref());
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

function readJson(delivery: ConsumeMessage, log: FastifyBaseLogger): unknown[] {
  try {
    return [JSON.parse(delivery.content.toString('utf8'))];
  } catch {
    log.warn('sportsbook: a malformed feed message was dropped');
    return [];
  }
}

/** The book's side: consumes the feed queue, one message at a time or in runs. */
export class AmqpFeedSource implements FeedSource {
  private connection: ChannelModel | undefined;
  private channel: Channel | undefined;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly names: AmqpNames = DEFAULT_AMQP_NAMES,
  ) {}

  async start(handle: (message: unknown) => Promise<void>): Promise<void> {
    // One unacknowledged message at a time keeps the producer's order.
    const channel = await this.openQueue(1);
    await consumeJson(channel, this.names.feedQueue, (body) => body, handle, 'feed message', this.log, true);
  }

  async startRuns(handle: (messages: readonly unknown[]) => Promise<void>): Promise<void> {
    // One consumer, so deliveries come in the queue's order; a run is what arrived meanwhile.
    const channel = await this.openQueue(FEED_BATCH);
    const runs = new RunConsumer(channel, handle, this.log);
    channel.on('close', () => runs.stop());
    await channel.consume(this.names.feedQueue, (delivery) => {
      if (delivery) runs.deliver(delivery);
    });
  }

  private async openQueue(prefetch: number): Promise<Channel> {
    const { connection, channel } = await open(this.url, this.names);
    this.connection = connection;
    this.channel = channel;
    connection.on('error', (err: Error) =>
      this.log.error({ err }, 'sportsbook feed: the broker connection failed'),
    );
    await channel.assertQueue(this.names.feedQueue, { durable: true });
    await channel.bindQueue(this.names.feedQueue, this.names.feedExchange, '#');
    await channel.prefetch(prefetch);
    return channel;
  }

  async requestRecovery(request: RecoveryRequest): Promise<void> {
    const channel = this.channel;
    if (!channel) throw new Error('the feed source is not started');
    channel.publish(this.names.recoveryExchange, '', Buffer.from(JSON.stringify(request)), {
      contentType: 'application/json',
    });
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    // Unacknowledged messages go back to the queue with the connection.
    await connection?.close().catch(() => {});
  }
}

/** The producer's side (the simulator when the feed goes through the broker). */
export class AmqpFeedPublisher implements FeedPublisher {
  private connection: ChannelModel | undefined;
  private channel: Channel | undefined;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly names: AmqpNames = DEFAULT_AMQP_NAMES,
  ) {}

  private async ready(): Promise<Channel> {
    if (this.channel) return this.channel;
    const { connection, channel } = await open(this.url, this.names);
    connection.on('error', (err: Error) =>
      this.log.error({ err }, 'sportsbook simulator: the broker connection failed'),
    );
    this.connection = connection;
    this.channel = channel;
    return channel;
  }

  async publish(messages: readonly FeedMessage[]): Promise<void> {
    const channel = await this.ready();
    for (const message of messages) {
      const key = `${message.producer}.${message.type}.${'event_id' in message ? message.event_id.replace(/[.#*]/g, '_') : '-'}`;
      channel.publish(this.names.feedExchange, key, Buffer.from(JSON.stringify(message)), {
        contentType: 'application/json',
        persistent: true,
        messageId: message.message_id,
        timestamp: Math.floor(message.timestamp / 1000),
      });
    }
  }

  async onRecoveryRequest(answer: (request: RecoveryRequest) => Promise<void>): Promise<void> {
    const channel = await this.ready();
    await channel.assertQueue(this.names.recoveryQueue, { durable: true });
    await channel.bindQueue(this.names.recoveryQueue, this.names.recoveryExchange, '');
    await consumeJson(
      channel,
      this.names.recoveryQueue,
      (body) => recoveryRequest.parse(body),
      answer,
      'recovery request',
      this.log,
      false,
    );
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    await connection?.close().catch(() => {});
  }
}
