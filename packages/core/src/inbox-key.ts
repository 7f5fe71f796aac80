/**
 * The inbox an e-mail address reaches, for counting (rate limits), never for sending: case and a
 * "+tag" on the mailbox name do not make another inbox (`ADA+2@x.ca` is `ada@x.ca`).
 */
export function inboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const mailbox = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${mailbox}${address.slice(at)}`;
}
