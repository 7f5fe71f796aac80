import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** The log levels at which a message written instead of sent reaches the log. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/** One e-mail about an order. */
export interface OrderMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text as its alternative. */
  html?: string | undefined;
  replyTo?: string | undefined;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>> | undefined;
}

export interface OrderMailerOptions {
  /** smtp:// or smtps:// url of the mail server; without it messages are written to the log. */
  smtpUrl?: string | undefined;
  /** Sender; the store's own address when unset. */
  from?: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Sends order e-mails after the order is committed, in the background: a slow or failing mail
 * server never delays or loses an order, it only writes an error to the log.
 */
export class OrderMailer {
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: OrderMailerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** Starts composing and sending; returns at once. */
  send(compose: () => Promise<{ from: string; messages: OrderMessage[] }>): void {
    const sending = this.deliver(compose).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'order e-mail not sent');
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  private async deliver(compose: () => Promise<{ from: string; messages: OrderMessage[] }>): Promise<void> {
    // Without a mail server the messages are only logged, at info: below that level nobody reads them, so they are not composed.
    if (!this.transport && !LOGGED_LEVELS.has(this.options.log.level)) return;
    const { from, messages } = await compose();
    const sender = this.options.from ?? from;
    for (const message of messages) {
      if (!this.transport) {
        this.options.log.info({ mail: { from: sender, ...message } }, 'order e-mail (no SMTP_URL: written here instead of sent)');
        continue;
      }
      try {
        await this.transport.sendMail({ from: sender, ...message });
      } catch (error) {
        this.options.log.error({ err: error, to: message.to, subject: message.subject }, 'order e-mail not sent');
      }
    }
  }

  /**
   * Sends one message now and settles when the mail server took it: rejects when it refused it,
   * for a caller that must know (an alert is sent once, and tried again only if it failed).
   */
  async sendNow(from: string, message: OrderMessage): Promise<void> {
    const sender = this.options.from ?? from;
    if (!this.transport) {
      this.options.log.info({ mail: { from: sender, ...message } }, 'e-mail (no SMTP_URL: written here instead of sent)');
      return;
    }
    await this.transport.sendMail({ from: sender, ...message });
  }

  /** Resolves once every e-mail started so far is sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}
