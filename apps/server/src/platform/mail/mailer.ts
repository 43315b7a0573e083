import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types.js';

export interface OutboundMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * Sends e-mail and SMS. Every message is recorded (the dev outbox reads that record outside
 * production); e-mail goes out by SMTP when SMTP_URL is set, otherwise it is only logged.
 * No SMS gateway is configured yet, so SMS is recorded and logged.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | undefined; from: string; isProduction: boolean },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  async send(message: OutboundMessage): Promise<void> {
    const subject = message.subject ?? '';
    await this.db.query(
      'INSERT INTO outbound_messages (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)',
      [message.channel, message.recipient, subject, message.body],
    );
    if (message.channel === 'email' && this.transport) {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.recipient,
        subject,
        text: message.body,
      });
      return;
    }
    if (!this.options.isProduction) {
      this.log.info(
        { outbox: { channel: message.channel, to: message.recipient, subject, body: message.body } },
        'dev outbox',
      );
    } else {
      this.log.warn({ channel: message.channel }, 'no delivery channel configured; message recorded only');
    }
  }
}
