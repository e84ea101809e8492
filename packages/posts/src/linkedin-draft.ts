import { PLATFORM_LIMITS, type TGenerateOptions, type TListing } from '@pp/contract';
import { countCharacters } from './counters';
import { clipText, formatAddress, formatFacts, formatPrice, postLink } from './format';
import { creditLines, hashtagsFor, type Wording } from './wording';

/** How much of the listing description a LinkedIn post quotes: enough to interest, short enough to read. */
const EXCERPT = 700;

/** A professional LinkedIn post: short paragraphs, the link, a few hashtags, under 3,000 characters. */
export const linkedinDraft = (listing: TListing, options: TGenerateOptions, wording: Wording): string => {
  const { language } = options;
  const facts = [formatPrice(listing, listing.price, language), formatFacts(listing, ' · ', language)]
    .filter(Boolean)
    .join(' · ');
  const top = [wording.headline, '', formatAddress(listing), facts, wording.detail].filter((l) => l !== null);
  const credits = [
    options.agent_signature || null,
    ...creditLines(listing, options),
    postLink(listing, options.page_url, 'li'),
  ]
    .filter(Boolean)
    .join('\n');
  const bottom = [
    wording.callToAction,
    credits,
    options.hashtags
      ? hashtagsFor(listing, wording, PLATFORM_LIMITS.linkedin.hashtags, language).join(' ')
      : null,
  ].filter(Boolean);
  const compose = (excerpt: string) =>
    [top.join('\n').trim(), excerpt, ...bottom.map(String)].filter(Boolean).join('\n\n');
  let excerpt = listing.description ? clipText(listing.description, EXCERPT) : '';
  let text = compose(excerpt);
  while (countCharacters(text) > PLATFORM_LIMITS.linkedin.text && excerpt) {
    excerpt = clipText(excerpt, Math.floor(excerpt.length / 2));
    text = compose(excerpt);
  }
  return clipText(text, PLATFORM_LIMITS.linkedin.text);
};
