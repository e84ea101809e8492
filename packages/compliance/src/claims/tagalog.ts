/**
 * The Tagalog words the claim checker reads (issue 26: Tagalog-English posts, common in Filipino-American
 * markets), spread into the Spanish lists the readers already take, as Vietnamese is (vietnamese.ts):
 * "4 na kwarto" (bedrooms; "na" links a count to its noun), "2 na banyo" (bathrooms). "Kwarto" is a
 * bedroom in listings ("kuwarto" the older spelling); "silid-tulugan" is the formal word.
 */
export const TL_BED_WORDS = [
  'na kwarto',
  'na kuwarto',
  'kwarto',
  'kuwarto',
  'na silid tulugan',
  'silid tulugan',
];
export const TL_BATH_WORDS = ['na banyo', 'banyo'];
/** "itinayo noong 1993" (built in 1993), "itinayo sa taong 1993": "noong", "sa" and "taong" are fillers. */
export const TL_BUILT_WORDS = ['itinayo', 'ipinatayo'];
export const TL_BUILT_FILLER = ['noong', 'sa', 'taong'];
