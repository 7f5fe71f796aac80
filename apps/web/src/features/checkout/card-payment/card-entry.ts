/** What a provider's card form gives back for the card the shopper entered. */
export type CardTokenResult =
  | { kind: 'token'; token: string }
  /** 'Tokenization failed-status: {status}' plus the errors (SPEC section 8). */
  | { kind: 'failed'; status: string; errors: string[] }
  /** The provider's own window was closed (Paysafe Checkout). */
  | { kind: 'cancelled'; duringPayment: boolean };

/** A provider's card form once it is ready. */
export interface CardEntry {
  /** Turns the card typed so far into a single-use token. */
  tokenize(): Promise<CardTokenResult>;
  /** Asks for the token as soon as the form is ready: the provider shows its own window. */
  startsByItself?: boolean;
  /** Closes the provider's own window once the payment is over. */
  finish?(): void;
}

/** What every provider's card form is told and tells back. */
export interface CardFormEvents {
  onReady(entry: CardEntry): void;
  /** '{script} failed to load properly'. */
  onLoadFailed(message: string): void;
  /** The shopper asked to pay from inside the form (Enter in the card frame). */
  onSubmit(): void;
  /** The provider's own window was closed after the token was given, while paying. */
  onCancel(): void;
}
