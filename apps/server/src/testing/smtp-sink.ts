import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it. */
export interface SunkMessage {
  from: string;
  to: string[];
  /** The raw message: headers and body. */
  data: string;
}

/** A mail server on this machine that keeps what it is sent, for tests of e-mail. */
export class SmtpSink {
  readonly messages: SunkMessage[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  /** Listens on a free port; returns the smtp:// url to send to. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
