import { z } from 'zod';
import { isCanadianPostalCode, normalizePostalCode } from './postal-code.js';

// Apart from the rules in postal-code.ts, which the storefront's first screen uses without zod.
/** A Canadian postal code in a request; parses to its normalised six characters. */
export const PostalCode = z
  .string()
  .max(20, 'a postal code is 6 characters, A1A 1A1')
  .transform(normalizePostalCode)
  .refine(isCanadianPostalCode, 'a Canadian postal code looks like A1A 1A1');
export type PostalCode = z.infer<typeof PostalCode>;
