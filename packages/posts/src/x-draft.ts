import type { TGenerateOptions, TListing } from '@pp/contract';
import { countTweet } from './counters';
import { formatFacts, formatPrice, postLink } from './format';
import { creditLines, hashtagsFor, type Wording } from './wording';

/**
 * An X post that fits 280 by X's weighted count, link included. Parts are dropped from the least
 * needed (hashtags, signature, call to action, facts) until it fits; the headline, the credit lines
 * (agent and brokerage, licence number, listing courtesy: issue 22) and the link stay. A licence
 * number and the link are never shortened.
 */
export const xDraft = (listing: TListing, options: TGenerateOptions, wording: Wording): string => {
  const where = [listing.address.street, listing.address.city].filter(Boolean).join(', ');
  const { language } = options;
  const price = formatPrice(listing, listing.price, language);
  // The price-reduced and just-sold details already state the price.
  const showPrice = !wording.detailHasPrice;
  const facts = formatFacts(listing, ' | ', language);
  const tags = options.hashtags ? hashtagsFor(listing, wording, 3, language) : [];
  type Part = { key: string; text: string | null };
  const parts: Part[] = [
    { key: 'headline', text: where ? `${wording.short}: ${where}` : wording.short },
    { key: 'detail', text: wording.detail },
    { key: 'price', text: showPrice ? price : null },
    { key: 'facts', text: facts || null },
    { key: 'cta', text: wording.callToAction },
    { key: 'signature', text: options.agent_signature || null },
    // A licence line ("CA DRE #01234567") is never shortened: a cut number is a wrong one.
    ...creditLines(listing, options).map((text) => ({
      key: text === options.attribution?.license_line ? 'license' : 'credit',
      text,
    })),
    { key: 'url', text: postLink(listing, options.page_url, 'x') },
    { key: 'tags', text: tags.join(' ') || null },
  ];
  const render = (ps: Part[]) =>
    ps
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n');
  const dropOrder = ['tags', 'signature', 'cta', 'facts', 'price'];
  let current = parts;
  for (const key of dropOrder) {
    if (countTweet(render(current)).valid) break;
    if (key === 'tags' && tags.length > 1) {
      // Fewer hashtags before none.
      for (let n = tags.length - 1; n >= 1 && !countTweet(render(current)).valid; n--) {
        current = current.map((p) => (p.key === 'tags' ? { ...p, text: tags.slice(0, n).join(' ') } : p));
      }
      if (countTweet(render(current)).valid) break;
    }
    current = current.filter((p) => p.key !== key);
  }
  // Still too long with a team: the team gives way, the brokerage stays (agent_line_short).
  const short = options.attribution?.agent_line_short;
  if (short && !countTweet(render(current)).valid) {
    current = current.map((p) => (p.text === options.attribution?.agent_line ? { ...p, text: short } : p));
  }
  let text = render(current);
  // A very long street or name: shorten the words, never the link or the licence number, and the
  // credit lines (who the agent's brokerage is, whose listing it is) only when nothing else is left.
  const shortenable = (p: Part) => p.key !== 'url' && p.key !== 'license' && (p.text?.length ?? 0) >= 8;
  while (!countTweet(text).valid) {
    const others = current.filter((p) => shortenable(p) && p.key !== 'credit');
    const words = others.length ? others : current.filter(shortenable);
    if (words.length === 0) break;
    const longest = words.reduce((a, b) => ((b.text?.length ?? 0) > (a.text?.length ?? 0) ? b : a));
    if (!longest.text || longest.text.length < 8) break;
    const shorter = `${longest.text.slice(0, Math.floor(longest.text.length * 0.8)).trimEnd()}…`;
    current = current.map((p) => (p === longest ? { ...p, text: shorter } : p));
    text = render(current);
  }
  return text;
};
