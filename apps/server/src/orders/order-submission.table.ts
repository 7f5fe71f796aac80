/** A submission counted against one of a store's flood limits (docs/decisions/023). */
export interface OrderSubmissionTable {
  id: string;
  store_id: string;
  /** `address:{client address}` or `email:{e-mail}`. */
  limit_key: string;
  /** The idempotency key's hash: sends of one submission count once. */
  key_hash: string;
  /** The order the submission makes; no such order while it is being made. */
  order_id: string;
  at: string;
}
