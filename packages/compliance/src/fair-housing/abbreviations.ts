/**
 * Ad shorthand for a protected class, read as the words it stands for (one token per word, each with
 * the abbreviation's offsets, so a finding still points at "S8"). Only abbreviations that name nothing
 * else in a listing are here: "MWF" (Monday-Wednesday-Friday), "SAM" and "USC" are left out.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  // Source of income: Cal. Gov. Code §12955(p), N.Y. Exec. Law §296(5) protect vouchers and other
  // lawful income; "no S8", "no SOI" are the ads those laws were written against.
  s8: 'section 8',
  sec8: 'section 8',
  sect8: 'section 8',
  soi: 'source of income',
  // Religion (42 U.S.C. §3604(c)): the Church of Jesus Christ of Latter-day Saints.
  lds: 'latter day saints',
  // Race or colour (24 CFR §109.20(a)).
  poc: 'people of color',
  bipoc: 'people of color',
  // Gender identity (HUD 2021 memo, Bostock): "no MTF/FTM".
  mtf: 'transgender',
  ftm: 'transgender',
  // Classified shorthand (review-28: "wht only", "Christian tnt pref'd"; 42 U.S.C. §3604(c)).
  wht: 'white',
  tnt: 'tenant',
  tnts: 'tenants',
  prefd: 'preferred',
  // Texting shorthand the grammar needs whole ("avoid anyone who's expecting", "no criminal bkgrd").
  whos: 'who is',
  bkgrd: 'background',
  bkgd: 'background',
  excep: 'exceptions',
  ppl: 'people',
};
// Not read: roommate-ad codes ("SWF"), which describe the advertiser as often as whom they want; a
// preference for them ("seeking SWF") is rare in an agent's listing and a self-description is no finding.
