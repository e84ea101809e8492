export { cleanDescription } from './clean-description';
export {
  type Count,
  countCharacters,
  countLinkedIn,
  countMarketplaceDescription,
  countMarketplaceTitle,
  countTweet,
  PLATFORM_LIMITS,
} from './counters';
export { escapeLinkedInCommentary } from './escape-linkedin';
export { formatAddress, formatFacts, formatNumber, formatOpenHouse, formatPrice, postLink } from './format';
export { generateDrafts } from './generate-drafts';
export { postIdOf, tagPostLinks } from './post-link-id';
export { type StatusPolicy, statusPolicy, templateFor } from './status-policy';
export { checkStyle } from './style-check';
export { templateLabel } from './wording';
