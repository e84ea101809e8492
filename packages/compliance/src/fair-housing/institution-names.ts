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
