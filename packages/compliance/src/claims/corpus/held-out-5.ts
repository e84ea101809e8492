import type { ClaimCase } from './case';
import { HELD_OUT_5_A } from './held-out-5-a';
import { HELD_OUT_5_B } from './held-out-5-b';
import { HELD_OUT_5_C } from './held-out-5-c';

/**
 * Fifth held-out set (issue 26): 111 whole posts over the 15 listings, 46 clean and 65 with wrong or
 * unsupported claims, written blind to the checker: only the corpus format (case.ts), measure.ts's
 * signature, the listings (listings.ts and listings/*.json), the head of held-out-4.ts (header style and
 * FIRST_MEASURE_4's shape) and the contract's ClaimFinding were read; feature names (floor_level,
 * community_pool, hot_tub, ev_charger, solar, gated, hoa, corner, waterfront…) were learned by running
 * checkClaims on one short sample sentence per feature, never from its code or lexicons.
 * Shapes: price per square foot (right and wrong), "priced $20K under appraisal" (unsupported),
 * "reduced by $15K to $X", "$X OBO", rent as "$2.3k/mo", "3 bed (4th possible)", "2.5 ba (two full, one
 * half)", "sq. ft.", "SF", "pies²", "1/3 acre", corner lot, "built ’98", "new construction" on old
 * homes, "just hit the market" on sold listings, "Pending" on an active one, street-number typos, wrong
 * unit numbers, ZIP in a hashtag, MLS ids with spaces, features in "|" and "•" lists, "no HOA!" where
 * the listing says nothing and "HOA bajo de $150" where it says no HOA dues, "room for a pool" (clean)
 * against "ample space for pool", lake access, EV charger, "solar (owned)", gated, Spanish and
 * Spanglish, emoji. Every label follows from the listing's facts and description (relied-on facts in a
 * comment above each listing's group): `block` where the listing says otherwise, `warn` where it says
 * nothing. Left out where the listing contradicts itself: bath splits of five listings, dean-keeton's
 * rent and type, e-9th's type, w-81st's year. "Lake access" is labelled `waterfront` (the nearest name
 * the sample sentences showed: "Lakefront" answers `waterfront`, "Lake access" answered nothing).
 * Tuned after first contact on 2026-11-26 (issue 26): its misses were read and fixed as grammars and
 * word lists (never its sentences; cases-generalised-4.ts holds the rules in other posts), so it no
 * longer measures blind; FIRST_MEASURE_5 stays the blind figure and TUNED_5 below says what it reads
 * now. Keep it out of CLAIM_CORPUS and the corpus test.
 */
export const HELD_OUT_5: readonly ClaimCase[] = [...HELD_OUT_5_A, ...HELD_OUT_5_B, ...HELD_OUT_5_C];

/**
 * First contact with the checker: measureClaims(HELD_OUT_5) in a one-off `npx tsx` script, 2026-11-26
 * 08:38 UTC at 3074658 (no uncommitted edits under packages/compliance/src/claims then).
 * Two labels were wrong in that measure and were corrected after it (label errors, not tuning): the
 * larkspur "Third-floor" label lacked its `feature:` prefix (the checker's feature:floor_level:block
 * counted as one miss and one false alarm), and e-9th's "Open house … this week" lacked open_houses:warn
 * (the listing has none; the checker's warn counted as a false alarm). With them corrected the same run
 * reads caught 93 of 116 (80.2%), right severity 92 of 116 (79.3%), false alarms 4 of 97 (4.1%), clean
 * posts flagged 3 of 46 (6.5%).
 * The 24 misses as measured: price 7 ("reduced by $15K to $X" and "reduced by $500K to $X" 4, wrong
 * price per square foot 2, "$2.3k/mo" for $2,350 1), address.street 5 (wrong unit number 4: "Unit
 * #211", "Apt 12", "Unit 12", "#5E"; "NE 138th" for NE 183rd 1), postal code in a hashtag 2, property
 * type 2 ("condo" for an apartment, "Single-family" for a townhouse), waterfront from "lake access" and
 * "acceso al lago" 2, beds 1 ("Single family home with 5 bedrooms"), baths 1 ("4 bed 3 bath"), lot 1
 * ("1/2 acre"), open-house date 1 (Jan 17 against Jan 10), pets 1 ("pets welcome 🐶" after an MLS id),
 * and the floor_level label error 1.
 * The 6 false alarms as measured: MLS ids written with spaces ("498 1234", "4075 113") read as other ids
 * 2, "3,920 sq. ft. lot" read as living area 1, "azotea (roof deck)" found twice 1, and the two label
 * errors above.
 */
export const FIRST_MEASURE_5 = {
  commit: '3074658',
  caught: '79.1% (91 of 115 wrong or unsupported claims)',
  severity_right: '78.3% (90 of 115)',
  false_alarms: '6.2% (6 of 97 findings)',
  clean_posts_flagged: '6.5% (3 of 46)',
};

/**
 * After tuning on it (see the header): measureClaims(HELD_OUT_5) in a one-off `npx tsx` script,
 * 2026-11-26 08:57 UTC at 8873d8d. Still missed: "$2.3k/mo" for $2,350
 * (exactly half a step off, which the checker reads as rounding, as CLAIM_CORPUS's "$12.9M" for
 * $12,950,000 requires; the two labels disagree), and "Single family home with 5 bedrooms" on the
 * 7-bed 3-flat (read as agreeing: on a multi-family an exact room count is read as a minimum, as
 * one unit's or a part's).
 */
export const TUNED_5 = {
  commit: '8873d8d',
  caught: '98.3% (114 of 116; 114 with the labelled severity)',
  false_alarms: '0% (0 of 114 findings)',
  clean_posts_flagged: '0% (0 of 46)',
};
