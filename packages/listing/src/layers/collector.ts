import type { TListing } from '@pp/contract';
import type { ListingPart } from '../helpers/listing-draft';

/** The layers under the source readers, and the source readers themselves, by how they read a page. */
export const LAYER_NAMES = ['source', 'structured', 'embedded', 'text'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/** A field a layer can find: a listing field, or one part of the address ("address.city"). */
export type FieldName = Exclude<keyof ListingPart, 'address'> | `address.${keyof TListing['address']}`;

/** What one layer found, and where on the page (a JSON path, a selector, a label) it found each field. */
export type LayerResult = { part: ListingPart; paths: Partial<Record<FieldName, string>> };

export const isMissing = (v: unknown): boolean =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Builds one layer's result field by field: the first value found for a field wins (a layer tries its
 * most telling places first), and its path is kept with it.
 */
export class Collector {
  readonly part: ListingPart = {};
  readonly paths: Partial<Record<FieldName, string>> = {};

  has(field: FieldName): boolean {
    return this.paths[field] !== undefined;
  }

  set(field: FieldName, value: unknown, path: string): void {
    if (isMissing(value) || this.has(field)) return;
    if (field.startsWith('address.')) {
      const key = field.slice('address.'.length) as keyof TListing['address'];
      this.part.address = { ...this.part.address, [key]: value as string };
    } else {
      (this.part as Record<string, unknown>)[field] = value;
    }
    this.paths[field] = path;
  }

  /** Every field of a part read as a whole (a source reader's answer), under one path. */
  setPart(part: ListingPart, path: string): void {
    for (const [k, v] of Object.entries(part)) {
      if (k === 'address') {
        for (const [a, av] of Object.entries(v ?? {})) this.set(`address.${a}` as FieldName, av, path);
      } else this.set(k as FieldName, v, path);
    }
  }

  result(): LayerResult {
    return { part: this.part, paths: this.paths };
  }
}

/** The value of a field in a part ("address.city" reads into the address). */
export const fieldValue = (part: ListingPart, field: FieldName): unknown =>
  field.startsWith('address.')
    ? part.address?.[field.slice('address.'.length) as keyof TListing['address']]
    : part[field as keyof ListingPart];
