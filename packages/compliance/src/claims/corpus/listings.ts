import type { TListing } from '@pp/contract';
import birchHollow from './listings/birch-hollow.json' with { type: 'json' };
import cypress from './listings/cypress.json' with { type: 'json' };
import deanKeeton from './listings/dean-keeton.json' with { type: 'json' };
import e9th from './listings/e-9th.json' with { type: 'json' };
import fallingSpring from './listings/falling-spring.json' with { type: 'json' };
import larkspur from './listings/larkspur.json' with { type: 'json' };
import leeMarie from './listings/lee-marie.json' with { type: 'json' };
import mapleGrove from './listings/maple-grove.json' with { type: 'json' };
import marbleCreek from './listings/marble-creek.json' with { type: 'json' };
import nWayne from './listings/n-wayne.json' with { type: 'json' };
import ne183rd from './listings/ne-183rd.json' with { type: 'json' };
import oceanFrontWalk from './listings/ocean-front-walk.json' with { type: 'json' };
import okeefe from './listings/okeefe.json' with { type: 'json' };
import sparrowHawk from './listings/sparrow-hawk.json' with { type: 'json' };
import w81st from './listings/w-81st.json' with { type: 'json' };

/**
 * Listings the claim corpus is written against: copies of what the listing reader extracts from its
 * fixture pages (packages/listing/fixtures, named in each file's `fixture`), photos cut to the first.
 */
const of = (f: { listing: unknown }) => f.listing as TListing;

export const LISTINGS = {
  'birch-hollow': of(birchHollow),
  cypress: of(cypress),
  'dean-keeton': of(deanKeeton),
  'e-9th': of(e9th),
  'falling-spring': of(fallingSpring),
  larkspur: of(larkspur),
  'lee-marie': of(leeMarie),
  'maple-grove': of(mapleGrove),
  'marble-creek': of(marbleCreek),
  'n-wayne': of(nWayne),
  'ne-183rd': of(ne183rd),
  'ocean-front-walk': of(oceanFrontWalk),
  okeefe: of(okeefe),
  'sparrow-hawk': of(sparrowHawk),
  'w-81st': of(w81st),
} as const;
export type ListingKey = keyof typeof LISTINGS;
