import { sentenceStart } from './grammar';
import type { Token } from './tokenize';

/**
 * A home finished in a year: "Finished in 2019 and still the newest build", "Casa nueva …, terminada
 * en 2025", "maison terminée en 2018". A finishing verb dates the home only where the sentence names no
 * part of it (a basement finished, a kitchen remodel completed in 2019 is a renovation, renovation.ts)
 * and it opens the sentence or follows a home's noun; the year built is the year construction was
 * completed (Fannie Mae Selling Guide B4-1.3-05: "year built" of the improvements).
 */
const FINISHED =
  /^(finished|completed|terminada|terminado|terminée|terminé|concluída|concluida|concluído|concluido)$/;
const PART =
  /^(basement|kitchen|bath|bathroom|baths|roof|remodel|renovation|addition|update|updates|upgrade|upgrades|rehab|reno|attic|garage|deck|patio|pool|adu|floor|floors|sótano|sotano|cocina|baño|bano|techo|remodelación|remodelacion|renovación|renovacion|cuisine|sous-sol|toit|cozinha|telhado|porão|porao|reforma)$/;
const HOME =
  /^(home|house|build|building|condo|townhome|townhouse|residence|casa|maison|edificio|edifício|prédio|predio|departamento|apartamento|construction|construcción|construccion)$/;
/** Words that may stand between the finishing verb and the year: "finished in 2019", "terminada en 2025". */
const BETWEEN = /^(in|en|em|back|around|about|,)$/;

/** True when the year at token i follows a finishing verb said of the home itself. */
export const finishedHomeYear = (tokens: readonly Token[], i: number): boolean => {
  let k = i - 1;
  while (k >= 0 && BETWEEN.test(tokens[k]!.low)) k--;
  if (k < 0 || !FINISHED.test(tokens[k]!.low)) return false;
  const from = sentenceStart(tokens, k);
  const before = tokens.slice(from, k).map((t) => t.low);
  if (before.some((w) => PART.test(w))) return false;
  // "3011 Ocean Front Walk was completed in 2015", "It was completed in 2015": the home's address or
  // "it" as the subject of the passive.
  const passive =
    /^(was|is)$/.test(before.at(-1) ?? '') && (before[0] === 'it' || tokens[from]?.kind === 'num');
  return before.length === 0 || passive || before.some((w) => HOME.test(w));
};
