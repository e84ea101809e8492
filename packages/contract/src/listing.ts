import { z } from 'zod';
import { ZPostAttributionSchema } from './attribution';
import { LISTING_SOURCES, type ListingSource } from './constants';
import { ZPostLanguageSchema } from './language';
import { safeText } from './safe-text';

/**
 * The normalised listing record (issue 6): what the extension extracts from a listing page and the
 * server stores. Every string and array is bounded because the server validates untrusted input with it.
 */

/** Host names each source serves its listing pages from (subdomains included). */
export const LISTING_HOSTS: Record<ListingSource, string> = {
  zillow: 'zillow.com',
  realtor: 'realtor.com',
  trulia: 'trulia.com',
  redfin: 'redfin.com',
};

export const LISTING_STATUSES = ['for_sale', 'for_rent', 'pending', 'sold', 'off_market'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Each status in words, the same in the web app and the side panel. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  for_sale: 'For sale',
  for_rent: 'For rent',
  pending: 'Pending',
  sold: 'Sold',
  off_market: 'Off market',
};
/** Each status as words inside a sentence ("is now off the market"), for posts and claims. */
export const LISTING_STATUS_WORDS: Record<ListingStatus, string> = {
  for_sale: 'for sale',
  for_rent: 'for rent',
  pending: 'pending',
  sold: 'sold',
  off_market: 'off the market',
};

export const PROPERTY_TYPES = [
  'single_family',
  'condo',
  'townhouse',
  'multi_family',
  'apartment',
  'manufactured',
  'land',
  'other',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LOT_UNITS = ['sqft', 'acres'] as const;

export const LISTING_LIMITS = {
  text: 300,
  url: 2048,
  description: 20_000,
  photos: 200,
  openHouses: 20,
} as const;

const text = (max: number = LISTING_LIMITS.text) => safeText().trim().max(max).nullable();
const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(LISTING_LIMITS.url);
const amount = (max: number) => z.number().finite().nonnegative().max(max).nullable();

export const ZOpenHouseSchema = z.object({
  /** ISO 8601 with offset, or local date-time as the page shows it when it has no zone. */
  start: safeText().max(40),
  end: safeText().max(40).nullable(),
});
export type TOpenHouse = z.infer<typeof ZOpenHouseSchema>;

export const ZListingAddressSchema = z.object({
  street: text(),
  city: text(120),
  state: text(60),
  postal_code: text(20),
});

/** Fields `warnings` may name when the page did not show them. */
export const LISTING_FIELDS = [
  'source_id',
  'status',
  'price',
  'address',
  'beds',
  'baths_total',
  'baths_full',
  'baths_half',
  'living_area_sqft',
  'lot_size',
  'year_built',
  'property_type',
  'description',
  'photos',
  'agent_name',
  'agent_phone',
  'brokerage',
  'mls_name',
  'mls_id',
  'open_houses',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export const ZListingSchema = z.object({
  source: z.enum(LISTING_SOURCES),
  source_id: text(100),
  url: httpUrl,
  status: z.enum(LISTING_STATUSES).nullable(),
  price: amount(10_000_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  address: ZListingAddressSchema,
  beds: amount(1000),
  baths_total: amount(1000),
  baths_full: amount(1000),
  baths_half: amount(1000),
  living_area_sqft: amount(100_000_000),
  lot_size: amount(1_000_000_000),
  lot_unit: z.enum(LOT_UNITS).nullable(),
  year_built: z.number().int().min(1000).max(2200).nullable(),
  property_type: z.enum(PROPERTY_TYPES).nullable(),
  description: text(LISTING_LIMITS.description),
  photos: z.array(httpUrl).max(LISTING_LIMITS.photos),
  agent_name: text(),
  agent_phone: text(40),
  brokerage: text(),
  mls_name: text(),
  mls_id: text(100),
  open_houses: z.array(ZOpenHouseSchema).max(LISTING_LIMITS.openHouses),
  warnings: z.array(z.enum(LISTING_FIELDS)).max(LISTING_FIELDS.length),
});
export type TListing = z.infer<typeof ZListingSchema>;

/**
 * Host name of an http(s) URL as a browser reads it (WHATWG URL: a backslash is "/", so
 * `https://evil.example\@www.zillow.com/` is on evil.example), lower-cased; undefined for anything
 * else, and for a URL with a backslash or a user name or password (only ever there to mislead).
 */
// WHATWG URL, global in browsers and Node; the contract's tsconfig names neither environment.
type ParsedUrl = { hostname: string; username: string; password: string };
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string) => ParsedUrl }).URL;

export const urlHost = (url: string): string | undefined => {
  if (url.includes('\\') || !/^https?:\/\//i.test(url)) return undefined;
  let parsed: ParsedUrl;
  try {
    parsed = new WhatwgUrl(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  return parsed.hostname.toLowerCase() || undefined;
};

/** True when the URL's host is one of the four sources (or a subdomain of one). */
export const isListingHost = (url: string, source?: ListingSource): boolean => {
  const host = urlHost(url);
  if (!host) return false;
  const hosts = source ? [LISTING_HOSTS[source]] : Object.values(LISTING_HOSTS);
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
};

// ---------------------------------------------------------------------------------------------
// Drafts

export const DRAFT_TEMPLATES = [
  'just_listed',
  'open_house',
  'price_reduced',
  'under_contract',
  'just_sold',
] as const;
export type DraftTemplate = (typeof DRAFT_TEMPLATES)[number];
export const DRAFT_TONES = ['professional', 'friendly', 'luxury'] as const;
export type DraftTone = (typeof DRAFT_TONES)[number];

/** Platform limits the drafts and the editor's live counters respect. */
export const PLATFORM_LIMITS = {
  linkedin: { text: 3000, hashtags: 5 },
  /** X counts weighted characters (twitter-text); a URL always counts 23. */
  twitter: { text: 280, urlLength: 23 },
  facebook_marketplace: { title: 100, description: 5000, photos: 20 },
} as const;

/** The choices of the Marketplace 'Home for Sale or Rent' form. */
export const MARKETPLACE_LISTING_TYPES = ['sale', 'rent'] as const;
export const MARKETPLACE_PROPERTY_TYPES = ['House', 'Townhouse', 'Condo', 'Apartment'] as const;

export const ZGenerateOptionsSchema = z.object({
  template: z.enum(DRAFT_TEMPLATES).default('just_listed'),
  tone: z.enum(DRAFT_TONES).default('professional'),
  emoji: z.boolean().default(true),
  hashtags: z.boolean().default(true),
  call_to_action: safeText().trim().max(200).default(''),
  agent_signature: safeText().trim().max(300).default(''),
  /** Price before the reduction, for the price_reduced template. */
  previous_price: z.number().finite().positive().max(10_000_000_000).nullable().default(null),
  /** The listing's property page; when set, each post links there (with its platform) instead of the source. */
  page_url: httpUrl.nullable().default(null),
  /**
   * Who speaks and whose listing it is (issue 22): the credit lines every post prints. Without it
   * (no signed-in agent to speak for) a post credits the listing's agent and firm only.
   */
  attribution: ZPostAttributionSchema.nullable().default(null),
  /** The post's language (issue 26); the attribution given must be built in the same one. */
  language: ZPostLanguageSchema.default('en'),
});
export type TGenerateOptions = z.infer<typeof ZGenerateOptionsSchema>;
export type TGenerateOptionsInput = z.input<typeof ZGenerateOptionsSchema>;

export const ZMarketplaceDraftSchema = z.object({
  listing_type: z.enum(MARKETPLACE_LISTING_TYPES),
  property_type: z.enum(MARKETPLACE_PROPERTY_TYPES),
  bedrooms: z.number().finite().nonnegative().max(1000).nullable(),
  bathrooms: z.number().finite().nonnegative().max(1000).nullable(),
  price: z.number().finite().nonnegative().max(10_000_000_000).nullable(),
  address: safeText().max(LISTING_LIMITS.text),
  square_feet: z.number().finite().nonnegative().max(100_000_000).nullable(),
  title: safeText().max(PLATFORM_LIMITS.facebook_marketplace.title),
  description: safeText().max(PLATFORM_LIMITS.facebook_marketplace.description),
  photos: z.array(httpUrl).max(PLATFORM_LIMITS.facebook_marketplace.photos),
});
export type TMarketplaceDraft = z.infer<typeof ZMarketplaceDraftSchema>;

export const ZTextDraftSchema = z.object({ text: z.string().max(PLATFORM_LIMITS.linkedin.text) });

export const ZDraftsSchema = z.object({
  facebook_marketplace: ZMarketplaceDraftSchema,
  linkedin: ZTextDraftSchema,
  twitter: ZTextDraftSchema,
});
export type TDrafts = z.infer<typeof ZDraftsSchema>;

// ---------------------------------------------------------------------------------------------
// Compliance

/** Protected classes of the Fair Housing Act, 42 U.S.C. §3604(c). */
export const FAIR_HOUSING_CATEGORIES = [
  'race',
  'color',
  'religion',
  'sex',
  'handicap',
  'familial_status',
  'national_origin',
] as const;
/**
 * Classes some states (and, for sexual orientation and gender identity, HUD's 2021 reading of "sex")
 * protect beyond the federal seven; which states is data in @pp/compliance (`STATE_PROTECTIONS`).
 */
export const STATE_PROTECTED_CATEGORIES = [
  'source_of_income',
  'marital_status',
  'age',
  'military_status',
  'sexual_orientation',
  'gender_identity',
] as const;
export const COMPLIANCE_CATEGORIES = [
  ...FAIR_HOUSING_CATEGORIES,
  ...STATE_PROTECTED_CATEGORIES,
  'advertising',
] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];
export const COMPLIANCE_SEVERITIES = ['block', 'warn'] as const;
export type ComplianceSeverity = (typeof COMPLIANCE_SEVERITIES)[number];

export const ZComplianceFindingSchema = z.object({
  category: z.enum(COMPLIANCE_CATEGORIES),
  severity: z.enum(COMPLIANCE_SEVERITIES),
  /** The text as written in the checked text (empty for a rule about something missing). */
  phrase: z.string().max(200),
  reason: z.string().max(500),
  suggestion: z.string().max(500),
  /** Offset of the phrase in the checked text, -1 when the finding is about something missing. */
  index: z.number().int().min(-1),
  /** Where the class is protected: 'US' for federal law, else two-letter state codes. */
  jurisdictions: z.array(z.string().max(4)).max(60).optional(),
  /** Id of the rule that matched (pattern and class), for support and tests. */
  rule: z.string().max(100).optional(),
});
export type TComplianceFinding = z.infer<typeof ZComplianceFindingSchema>;
