import { z } from 'zod';
import type { Inventory } from '../item-display.js';
import { parseDollars } from '../money.js';
import { textProblemOf, textProblemMessage } from '../text-in.js';

/**
 * The fields of an item a catalogue file can set (docs/decisions/060). `undefined` in an imported
 * item leaves the field as it is (or the shop's default for a new item).
 */
export interface ImportFields {
  name: string;
  description: string;
  brand: string;
  sku: string;
  upc: string;
  vendor: string | null;
  externalId: string | null;
  supplierUrls: string[];
  homeUrls: string[];
  imageId: string | null;
  price: number;
  cost: number;
  inventory: Inventory;
  variantName: string | null;
  hidden: boolean;
  discontinued: boolean;
  special: boolean;
  florist: boolean;
  notes: string;
}
export type ImportField = keyof ImportFields | 'category';

/** Where an item's category comes from: a category of the shop, one made by name if missing, or none. */
export type ImportedCategory = { id: string } | { name: string } | null;

/** One item as a file wants it: a single item, a group head, or a variant of a group head. */
export interface ImportedItem {
  /** The file's line (the header is line 1). */
  line: number;
  role: 'single' | 'head' | 'variant';
  /** The shop's id (own format); null when the shop chooses it (Shopify). */
  id: string | null;
  handle: string | null;
  /** Own format: the group head's id for a variant. */
  parentId: string | null;
  fields: Partial<ImportFields>;
  /** undefined: the category stays as it is. */
  category?: ImportedCategory;
  /** Shopify: the stock on hand, set as the item's one location (docs/decisions/060). */
  stockOnHand?: number;
  /** Shopify: the product's picture, fetched in the background. */
  imageUrl?: string;
}

/** A product of the file: one item, or a group head and its variants, written all or nothing. */
export interface ImportedProduct {
  key: string;
  line: number;
  items: ImportedItem[];
  /** Lines of the product refused, each with why: the whole product is then refused. */
  refusals: { line: number; reason: string }[];
}

/** The most rows one file may hold (docs/decisions/060). */
export const MAX_IMPORT_ROWS = 100_000;
/** The largest file accepted, in bytes. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/**
 * A price cell as exact cents: "12.99" → 1299, "$1,234.5" → 123450, "12.990" → 1299. Done on the
 * digits, never through a float; null when it is not a non-negative amount in whole cents.
 */
export function importPrice(text: string): number | null {
  const trimmed = text.trim().replace(/^(\$?\s*[\d,]*\.\d\d)0+$/, '$1');
  if (trimmed === '') return null;
  const cents = parseDollars(trimmed);
  return cents === null || cents > 100_000_000 ? null : cents;
}

/** A whole-number cell ("12", "-3", "12.0"); null otherwise. */
export function importInteger(text: string): number | null {
  const match = /^\s*(-?\d{1,7})(?:\.0*)?\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'oui']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'non', '']);

/** A yes/no cell: TRUE/FALSE as Shopify writes them, yes/no as the shop does; null for anything else. */
export function importFlag(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Why a cell's text cannot be stored (a NUL, a lone surrogate), or null. */
export function cellProblem(column: string, text: string): string | null {
  const problem = textProblemOf(text);
  return problem ? `${column} ${textProblemMessage(problem)}` : null;
}

/** The checks every imported item passes, as the back office's editor has them (staff-catalog.ts). */
export const ImportedFieldsSchema = z.object({
  name: z.string().trim().min(1, 'an item needs a name').max(300, 'a name is at most 300 characters').optional(),
  description: z.string().max(20_000, 'a description is at most 20,000 characters').optional(),
  brand: z.string().max(200, 'a brand is at most 200 characters').optional(),
  sku: z.string().max(100, 'a SKU is at most 100 characters').optional(),
  upc: z.string().max(100, 'a UPC is at most 100 characters').optional(),
  vendor: z.string().max(100, 'a vendor is at most 100 characters').nullable().optional(),
  externalId: z.string().max(100, 'an external id is at most 100 characters').nullable().optional(),
  supplierUrls: z.array(z.string().max(2048)).max(20, 'at most 20 supplier urls').optional(),
  homeUrls: z.array(z.string().max(2048)).max(20, 'at most 20 home urls').optional(),
  imageId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'an image id is 1-64 letters, digits, dots, dashes or underscores').nullable().optional(),
  price: z.number().int().min(0).max(100_000_000).optional(),
  cost: z.number().int().min(0).max(100_000_000).optional(),
  inventory: z
    .record(z.string().min(1).max(64), z.strictObject({ count: z.number().int().min(-1_000_000).max(1_000_000) }))
    .refine((locations) => Object.keys(locations).length <= 50, 'an item has at most 50 stock locations')
    .optional(),
  variantName: z.string().max(100, 'a variant name is at most 100 characters').nullable().optional(),
  hidden: z.boolean().optional(),
  discontinued: z.boolean().optional(),
  special: z.boolean().optional(),
  florist: z.boolean().optional(),
  notes: z.string().max(5_000, 'notes are at most 5,000 characters').optional(),
});

/** The first problem of an item's fields, as a sentence; null when they pass. */
export function fieldsProblem(fields: Partial<ImportFields>): string | null {
  const parsed = ImportedFieldsSchema.safeParse(fields);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  return `${field}: ${issue.message}`;
}

/** A handle as Shopify makes them: lower-case letters, digits and dashes (others are accepted, up to 255 characters). */
export function handleProblem(handle: string): string | null {
  if (handle.trim() === '') return 'the Handle is empty';
  if (handle.length > 255) return 'the Handle is longer than 255 characters';
  return null;
}
