import type { ListingPart } from '../helpers/listing-draft';

export const realtorFromEmbedded = (_document: Document): ListingPart => ({});
export const realtorFromDom = (_document: Document): ListingPart => ({});
