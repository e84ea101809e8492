/**
 * A class word inside an institution's name that puts it after "of": "the Museum of African American
 * History", "the Institute of Jewish Studies", "Society of Hispanic Engineers' hall". The name is a
 * landmark (HUD 1995 memo: landmarks may be named), like "African American Museum", whose class word
 * is followed by a facility noun (vocabulary/nouns.ts). "Tenants of European descent" and "no one of
 * the Muslim faith" are people: their word before "of" is no institution.
 */
const INSTITUTIONS = new Set(
  'museum museums institute center centre library society college university academy festival hall council chamber school department association alliance foundation archive archives gallery'.split(
    ' ',
  ),
);

/** Whether the class word starting at token `from` follows "<institution> of (the)". */
export const inInstitutionName = (norm: (i: number) => string | undefined, from: number): boolean => {
  const at = norm(from - 1) === 'the' ? from - 2 : from - 1;
  return norm(at) === 'of' && INSTITUTIONS.has(norm(at - 1) ?? '');
};

/**
 * A landmark named for a people, its name running on to a landmark noun: "the African American Civil
 * War Memorial", "the Irish Famine Memorial", "Japanese American National Museum". HUD's 1995 memo lets
 * an ad name landmarks; the class word is part of the name. Up to three name words may sit between;
 * none may be a word that starts a new phrase or names people ("African American families near the
 * memorial" are people).
 */
const LANDMARKS = new Set(
  'memorial memorials monument monuments museum museums university college institute library cemetery heritage'.split(
    ' ',
  ),
);
const BREAKS = new Set(
  'a an the and or but near to of by for from with in on at is are was were who that which families family people tenants buyers residents neighbors neighbours folks kids children owners renters students'.split(
    ' ',
  ),
);

/** Whether the class word ending before token `to` begins a landmark's name. */
export const beginsLandmarkName = (norm: (i: number) => string | undefined, to: number): boolean => {
  for (let k = to; k < to + 4; k++) {
    const w = norm(k);
    if (w === undefined || BREAKS.has(w) || !/^[a-z]/.test(w)) return false;
    if (LANDMARKS.has(w)) return true;
  }
  return false;
};
