import { buildAttribution, checkPublicOutput } from '@pp/compliance';
import {
  LISTING_COMPLIANCE_MESSAGES,
  type PublicOutputKind,
  type TListing,
  type TPublicOutputProblem,
} from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ListingRow } from '../listings/save-listing';
import { photosForGate } from '../media/photos-for-gate';
import { loadOutputState, type OutputState, permissionOut } from './load-output-state';

export interface OutputRequest {
  user: UserRow;
  listingRow: ListingRow;
  kind: PublicOutputKind;
  /** The draft template ('just_sold'…), when the output is one. */
  template?: string | null;
  /** The uploaded photos the output shows (ids of media_photos); altered ones need their original. */
  photoIds?: string[];
  /** Photos the output itself marks altered (a reel step's AB 723 flag). */
  alteredIds?: string[];
  /** The moment the output goes out (the context's clock), for rules with an effective date. */
  now: Date;
}

/** Who the output names (the attribution the renderers print), as recorded in the audit trail. */
export const attributionOf = (user: UserRow, state: Pick<OutputState, 'listing' | 'isMine'>) =>
  buildAttribution({ agent: user, listing: state.listing, isMine: state.isMine });

/** The output's photos as the gate reads them; a reel step may mark a photo altered on its own. */
async function photosOf(db: DbOrTx, userId: string, req: OutputRequest) {
  const marked = new Set(req.alteredIds ?? []);
  const photos = await photosForGate(db, userId, req.photoIds ?? []);
  return photos.map((p) => ({ ...p, altered: p.altered || marked.has(p.id) }));
}

/**
 * A post about a sold listing announces the sale whatever draft it started from, so it is a "just
 * sold" (NAR SoP 12-7). A page's "Sold" banner beside the listing's credit claims no part in it.
 */
const templateOf = (req: OutputRequest, listing: TListing) =>
  req.template ??
  ((req.kind === 'post' || req.kind === 'scheduled_post') && listing.status === 'sold' ? 'just_sold' : null);

/** What the output still lacks: the agent's profile, the listing's claim and permission, the photos. */
export async function publicOutputProblems(db: DbOrTx, req: OutputRequest) {
  const { user, listingRow } = req;
  const state = await loadOutputState(db, user, listingRow);
  const problems: TPublicOutputProblem[] = checkPublicOutput({
    kind: req.kind,
    agent: {
      full_name: user.full_name,
      brokerage_name: user.brokerage_name,
      team_name: user.team_name,
      licenses: user.licenses,
    },
    listing: listingRow.data as TListing,
    isMine: state.isMine,
    permission: state.permission
      ? {
          granted_by: state.permission.granted_by,
          method: state.permission.method,
          granted_on: state.permission.granted_on,
        }
      : null,
    representedSide: state.representedSide,
    template: templateOf(req, state.listing),
    photos: await photosOf(db, user.id, req),
    now: req.now,
  });
  return { problems, state };
}

/**
 * The gate every public output passes before anything is written (issue 22): publish, schedule (and
 * its publish time), reel, property page. Refuses with 409, the reason and each thing to fill in;
 * answers the permission and attribution the output goes out with, for its audit row.
 */
export async function assertPublicOutputAllowed(db: DbOrTx, req: OutputRequest) {
  const { problems, state } = await publicOutputProblems(db, req);
  if (problems.length > 0) {
    const what = problems.map((p) => p.message).join(' ');
    throw new AppError(409, LISTING_COMPLIANCE_MESSAGES.notAllowed(what), undefined, { problems });
  }
  return {
    permission: state.permission ? permissionOut(state.permission) : null,
    attribution: attributionOf(req.user, state),
    listing: state.listing,
  };
}
