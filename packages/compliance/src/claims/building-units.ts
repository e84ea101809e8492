import { countIn } from './description';
import { wordsBefore } from './grammar';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * How many homes a multi-family building holds: "Six-unit building", "a 3-flat", "4 unit property",
 * against the count its description gives ("this all-brick 3-unit building", "Southport 3-Flat").
 * Both are multi-family, so the kind agrees; the count does not, and it is named `feature:units` (a
 * count of homes), apart from property_type (the kind), so a wrong count is not read as a wrong kind.
 * Only read for a multi-family listing: a condo "in a six-unit building" names the building it is in, not the home.
 */
const BUILDING =
  /^(building|bldg|property|walk|walkup|multi|multifamily|complex|investment|income|brownstone|greystone)$/;
const DESCRIBED = /\b(\d+|two|three|four|five|six|seven|eight)[- ](unit building|unit property|flat)\b/;
const STYLE = /^(brick|stone|frame|masonry|vintage|corner|courtyard|residential|apartment|rental|greystone)$/;
const NOT_THIS = new Set(['each', 'per', 'other', 'nearby', 'like', 'than', 'of']);

/** A sheet's key of the home's kind: "Type: 4-unit", "Property type: 2-unit", "Tipo: 4-unit". */
const TYPE_KEY = /^(type|kind|style|tipo|typ|use)$/;
const typeKeyBefore = (tokens: readonly { raw: string; low: string }[], i: number) =>
  tokens[i - 1]?.raw === ':' && TYPE_KEY.test(tokens[i - 2]?.low ?? '');

export const readBuildingUnits: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  if (listing.property_type !== 'multi_family') return out;
  const described = DESCRIBED.exec(description);
  if (!described) return out;
  const listed = countIn(described[1]!);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'num' || t.money || t.value < 2 || t.value > 99 || !Number.isInteger(t.value)) continue;
    let j = i + 1;
    if (tokens[j]?.raw === '-') j++;
    const noun = tokens[j]?.low;
    const isFlat = noun === 'flat' || noun === 'flats';
    // "4-unit brick building": a material or style word may stand between the count and the building.
    const style = STYLE.test(tokens[j + 1]?.low ?? '') ? 1 : 0;
    const isUnit =
      noun === 'unit' && (BUILDING.test(tokens[j + 1 + style]?.low ?? '') || typeKeyBefore(tokens, i));
    if (!isFlat && !isUnit) continue;
    if (NOT_THIS.has(wordsBefore(tokens, i, 1)[0] ?? '')) continue;
    const end = isUnit && BUILDING.test(tokens[j + 1 + style]?.low ?? '') ? j + 2 + style : j + 1;
    out.push(
      claimAt(tokens, i, end, {
        field: 'description',
        feature: 'units',
        listed: described[0],
        verdict: t.value === listed ? 'ok' : 'block',
        reason: `The listing's description says "${described[0]}".`,
      }),
    );
    i = end - 1;
  }
  return out;
};
