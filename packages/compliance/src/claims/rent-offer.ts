import { endsSentence, wordsAt } from './grammar';
import type { Token } from './tokenize';

/**
 * A post that opens by offering the home for rent ("FOR LEASE: 88 S Cypress Ave …", "For rent —
 * 2 bed near campus", "Now leasing!", "À louer à Denver", "Se renta casa"): a monthly sum later in it
 * is the rent it asks, not a projection (projections.ts reads it as an offer; on a listing for sale the
 * listing states no such rent). Only the opening sentence is read: a rent named later ("could rent for")
 * is read where it stands.
 */
const OFFERS = [
  'for rent',
  'for lease',
  'now leasing',
  'now renting',
  'available to rent',
  'à louer',
  'se renta',
  'en renta',
  'se alquila',
  'en alquiler',
].map((p) => p.split(' '));

export const opensAsRental = (tokens: readonly Token[]): boolean => {
  for (let j = 0; j < tokens.length && j < 8 && !endsSentence(tokens, j); j++)
    if (OFFERS.some((p) => wordsAt(tokens, j, p))) return true;
  return false;
};
