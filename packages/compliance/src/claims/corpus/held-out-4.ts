import type { ClaimCase } from './case';
import { HELD_OUT_4_A } from './held-out-4-a';
import { HELD_OUT_4_B } from './held-out-4-b';
import { HELD_OUT_4_C } from './held-out-4-c';

/**
 * Fourth held-out set (issue 26): 114 whole posts over the 15 listings, 55 clean and 59 with wrong or
 * unsupported claims, written blind to the checker: only the corpus format (case.ts), the listings
 * (listings.ts and listings/*.json), the first lines of held-out-3.ts and the contract's claims.ts
 * were read; feature names (floor_level, community_pool, parking, pets, granite…) were learned by
 * running checkClaims on one short sample sentence per feature, never from its code or lexicons.
 * Shapes held-out-3 leans on less: claims buried in long LinkedIn paragraphs, comparisons ("bigger
 * than most 3BRs at …"), ranges ("$1.1–1.2M"), price per square foot, monthly payment estimates on a
 * sale (clean: not a listing fact), rent a month, bed/bath shorthand ("4/2.5", "4bd3.5ba", words),
 * fractions and "just over/under", metric (m², hectares), ordinal floors, open-house lines, price
 * drops ("now $X, was $Y": only the current price is labelled), status in hashtags, Spanish and
 * Spanglish, emoji. Every label follows from the listing's facts and description (relied-on facts in a
 * comment above each listing's group): `block` where the listing says otherwise, `warn` where it says
 * nothing (a feature missing from the description, a field the listing leaves empty). Claims where the
 * listing contradicts itself are left out (bath splits of six listings, dean-keeton's rent and type,
 * e-9th's type, w-81st's year).
 * Tuned on 2026-11-26 with held-out-5 (issue 26): its misses were read and fixed as grammars and word
 * lists (never its sentences; cases-generalised-4.ts holds the rules in other posts), so it no longer
 * measures blind; FIRST_MEASURE_4 stays the blind figure and TUNED_4 below says what it reads now.
 * Keep it out of CLAIM_CORPUS and the corpus test.
 */
export const HELD_OUT_4: readonly ClaimCase[] = [...HELD_OUT_4_A, ...HELD_OUT_4_B, ...HELD_OUT_4_C];

/**
 * First contact with the checker, `npm run bench:compliance` started 2026-11-26 08:07 UTC at c010435
 * (the tree then had no uncommitted checker edits), before any change made after writing the set. The
 * bench imports the claims section only after the Fair Housing section (~08:11:58), and by then another
 * engineer had edited tokenize.ts, price.ts and address.ts (year.ts at 08:11:58.5, spanish.ts after),
 * uncommitted, committed later as f88f213: the figures are for c010435 plus part of f88f213.
 * The 16 misses: status in hashtags or words 5 (#pending twice, #sold, #UnderContract, "Now selling!"
 * on a rental), property type 2 (condo for a townhouse, co-op for a condo), baths in shorthand 2
 * ("4/2.5", "5BR/4BA"), garage kind or count 2 (attached for detached, 3-car for 5+), elevator stops 1,
 * open-house date 1, year in brackets after "brand new build" 1, pool where the listing has only
 * "space for pool" 1, "1,900 sf" after a lot read as a second lot size 1. The 4 false alarms: "high
 * $600s" (price), "about a fifth of an acre" for 0.21 (lot), a 440 sf commercial area (living area) and
 * that second lot size.
 */
export const FIRST_MEASURE_4 = {
  commit: 'c010435',
  caught: '87.7% (114 of 130 wrong or unsupported claims)',
  severity_right: '87.7% (114 of 130; every claim caught had the labelled severity)',
  false_alarms: '3.4% (4 of 118 findings)',
  clean_posts_flagged: '5.5% (3 of 55)',
};

/**
 * Before tuning it read caught 90% (117 of 130; 116 with the labelled severity), false alarms 3.3% (4 of
 * 121), clean posts flagged 5.5% (3 of 55), at 6e7dc9e. After tuning (see the header),
 * measureClaims(HELD_OUT_4) in a one-off `npx tsx` script, 2026-11-26 08:58 UTC at aa15813 (which adds
 * years in brackets, "brand new build (2019)"). Still missed: "a 6-stop elevator" against the
 * description's stops, and the marble-creek "Resort-style pool" blocked where warn was
 * labelled (its description's "ample space for pool" says there is none yet: right field, severity
 * argued).
 */
export const TUNED_4 = {
  commit: 'aa15813',
  caught: '99.2% (129 of 130; 128 with the labelled severity)',
  false_alarms: '0% (0 of 129 findings)',
  clean_posts_flagged: '0% (0 of 55)',
};
