import {
  type PublicOutputKind,
  type TListing,
  type TPublicOutputProblem,
  toStateCode,
  US_STATE_NAMES,
} from '@pp/contract';
import { licenseLineFor } from './attribution';
import { NAR_RULES } from './national-rules';
import { alteredPhotoRule, stateRules } from './state-rules';

export type { PublicOutputKind };

export interface PublicOutputInput {
  kind: PublicOutputKind;
  agent: {
    full_name: string;
    brokerage_name: string;
    team_name: string;
    licenses: { state: string; number: string }[];
  };
  listing: TListing;
  /** The agent's stored answer to "is this my listing?", else defaultIsMine. */
  isMine: boolean;
  permission: { granted_by: string; method: 'email' | 'mls' | 'written'; granted_on: string } | null;
  representedSide: 'listing' | 'buyer' | 'both' | null;
  /** The post or reel template, e.g. 'just_sold'. */
  template?: string | null;
  photos?: { id: string; altered: boolean; hasOriginal: boolean }[];
  /** The day the output goes out (rules with an effective date); now when omitted. */
  now?: Date;
}

/**
 * code, message (what is missing and why, naming the rule's source), field ('brokerage_name', 'licenses',
 * 'permission', 'represented_side', 'photos.<id>.original'), fix (where the one step lives: the profile
 * page or the listing's page) and source. The contract's schema carries it in answers.
 */
export type PublicOutputProblem = TPublicOutputProblem;

const OUTPUT_NAMES: Record<PublicOutputKind, string> = {
  post: 'post',
  scheduled_post: 'scheduled post',
  reel: 'reel',
  property_page: 'property page',
};

/**
 * What stops a public output (publish, schedule, reel, property page) from going out in the agent's
 * name (issue 22). Empty means it may go out. Pure: the caller loads the profile, the listing, its
 * stored answers and permission, and the photos.
 */
export const checkPublicOutput = (input: PublicOutputInput): PublicOutputProblem[] => {
  const problems: PublicOutputProblem[] = [];
  const what = OUTPUT_NAMES[input.kind];
  const state = toStateCode(input.listing.address.state);
  const rules = stateRules(state);
  const stateName = state ? US_STATE_NAMES[state] : '';

  if (!input.agent.brokerage_name.trim()) {
    const source = [NAR_RULES.ownFirm, rules?.brokerageName.source].filter(Boolean).join('; ');
    problems.push({
      code: 'brokerage_missing',
      message: `Add your brokerage to your profile: every ${what} in your name must name the brokerage you work under, and the listing's brokerage is not yours to use (${source}).`,
      field: 'brokerage_name',
      fix: 'profile',
      source,
    });
  }

  if (rules?.licenseNumber && !licenseLineFor(input.agent, input.listing.address.state)) {
    const { source } = rules.licenseNumber;
    problems.push({
      code: 'license_missing',
      message: `Add your ${stateName} licence number to your profile: ${stateName} requires it on advertising, social media included (${source}).`,
      field: 'licenses',
      fix: 'profile',
      source,
    });
  }

  if (!input.isMine && !input.permission) {
    const source = [NAR_RULES.permission, rules?.listingConsent?.source].filter(Boolean).join('; ');
    const owner = [input.listing.agent_name, input.listing.brokerage].filter(Boolean).join(', ');
    problems.push({
      code: 'permission_missing',
      message: `This listing is not yours${owner ? ` (it is ${owner}'s)` : ''}: record the listing broker's permission to advertise it — who gave it, how and when — on the listing's page (${source}).`,
      field: 'permission',
      fix: 'listing',
      source,
    });
  }

  if (input.template === 'just_sold' && !input.isMine && !input.representedSide) {
    problems.push({
      code: 'side_missing',
      message: `Only a broker who took part in the sale may say it "sold": state which side you represented on the listing's page (${NAR_RULES.sold}).`,
      field: 'represented_side',
      fix: 'listing',
      source: NAR_RULES.sold,
    });
  }

  const photoRule = alteredPhotoRule(state, input.now ?? new Date());
  if (photoRule?.originalRequired) {
    for (const photo of input.photos ?? []) {
      if (!photo.altered || photo.hasOriginal) continue;
      problems.push({
        code: 'original_missing',
        message: `A photo marked digitally altered has no original: upload the unaltered photo next to it on the listing's page; ${stateName} requires access to the original (${photoRule.source}).`,
        field: `photos.${photo.id}.original`,
        fix: 'listing',
        source: photoRule.source,
      });
    }
  }
  return problems;
};
