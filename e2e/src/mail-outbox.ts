import { test } from '../src/fixtures.js';
import { SmtpSink, type SunkMessage } from '../../apps/server/src/testing/smtp-sink.js';
import { mailHeader, mailPart } from '../../apps/server/src/testing/sunk-mail.js';

export { mailHeader, mailPart, type SunkMessage };

/**
 * The shop's outbox for a suite: a mail server on this machine (the server tests' sink) that keeps
 * what the shop sends, started on first use (`SMTP_URL` for the shop) and stopped after the suite.
 */
export function useMailOutbox() {
  const sink = new SmtpSink();
  let url: Promise<string> | null = null;
  test.afterAll(async () => {
    if (url) await sink.stop();
  });
  return {
    /** The smtp:// url to give the shop as SMTP_URL. */
    smtpUrl: () => (url ??= sink.start()),
    /** Waits for the first message to `to` whose subject contains `subject`. */
    async waitFor(to: string, subject: string, timeoutMs = 20_000): Promise<SunkMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sink.messages.find((message) => message.to.includes(to) && mailHeader(message, 'Subject').includes(subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} about "${subject}" in ${timeoutMs} ms (${sink.messages.length} others)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    messagesTo: (to: string) => sink.messages.filter((message) => message.to.includes(to)),
  };
}
