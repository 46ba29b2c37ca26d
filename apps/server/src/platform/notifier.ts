/**
 * Delivery of one-time codes and notices. Messages are written to the outbox table inside the
 * caller's transaction (so a rolled-back action sends nothing), then delivered after commit:
 * by SMTP when SMTP_URL is set, otherwise kept in the outbox, printed in the server log and
 * readable by operators. There is no SMS provider: SMS messages always stay in the outbox.
 */
import type { Db, Executor } from '@bourse/db';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
}

export interface NotifierLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class Notifier {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: NotifierLog,
    private readonly options: { smtpUrl?: string; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  /** Record a message in the caller's transaction; returns its id for `deliver` after commit. */
  async enqueue(ex: Executor, message: OutgoingMessage): Promise<number> {
    const { rows } = await ex.query<{ id: number }>(
      `INSERT INTO outbox (channel, destination, subject, body, status) VALUES ($1, $2, $3, $4, 'pending') RETURNING id`,
      [message.channel, message.destination, message.subject, message.body],
    );
    return rows[0]!.id;
  }

  /** Deliver a committed message. Never throws: a failed delivery is recorded on the row. */
  async deliver(id: number): Promise<void> {
    const { rows } = await this.db.query<OutgoingMessage & { id: number }>(
      'SELECT id, channel, destination, subject, body FROM outbox WHERE id = $1',
      [id],
    );
    const message = rows[0];
    if (!message) return;
    if (message.channel === 'email' && this.transport) {
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: message.destination,
          subject: message.subject,
          text: message.body,
        });
        // The code has left the building: keep the record but not the secret.
        await this.db.query(`UPDATE outbox SET status = 'sent', body = '[delivered by SMTP]' WHERE id = $1`, [id]);
      } catch (error) {
        this.log.error({ err: error, outboxId: id }, 'mail delivery failed');
        await this.db.query(`UPDATE outbox SET status = 'failed', error = $2 WHERE id = $1`, [id, String(error).slice(0, 500)]);
      }
      return;
    }
    await this.db.query(`UPDATE outbox SET status = 'outbox' WHERE id = $1`, [id]);
    this.log.info(
      { outboxId: id, channel: message.channel, to: message.destination },
      `[outbox] ${message.channel} to ${message.destination}: ${message.body}`,
    );
  }

  close(): void {
    this.transport?.close();
  }
}
