import { type NamedClaim, refusedClaims } from '@pp/compliance';
import {
  type PublishPlatform,
  type TClaimFinding,
  type TComplianceFinding,
  type TPromotion,
  type TPublicOutputProblem,
  ZCreatePromotionResponseSchema,
  ZPromotionRefusedSchema,
} from '@pp/contract';
import { send } from '../common/messages';
import { ApiError, callApi } from '../ui/call-api';
import { type EditorState, marketplaceFields, publishText } from './editor-state';
import { refusalProblems } from './output-problems';

/** Copies, giving up after a moment: an unfocused page's clipboard request can wait forever. */
const copyText = (text: string) =>
  Promise.race([
    navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 800)),
  ]);

export type PublishOutcome =
  | { kind: 'opened'; promotion: TPromotion; note: string }
  /** A 422: Fair Housing wording, or claims the listing contradicts (issue 26). */
  | { kind: 'refused'; message: string; findings: TComplianceFinding[]; claims: TClaimFinding[] }
  /** The gate refused (409): what the agent must fill in first (issue 22). */
  | { kind: 'blocked'; message: string; problems: TPublicOutputProblem[] }
  | { kind: 'error'; message: string };

/**
 * Publish = take the credit and record the promotion (POST /promotions), then hand over to the
 * platform: Marketplace's form is filled in a new tab, LinkedIn and X open their composers.
 */
export async function publishDraft(args: {
  platform: PublishPlatform;
  listingId: string;
  editor: EditorState;
  fromTab: number | null;
  /** The claim blocks the agent confirmed with "Publish anyway" (issue 26). */
  overrideClaims?: NamedClaim[];
}): Promise<PublishOutcome> {
  const { platform, listingId, editor } = args;
  const text = publishText(editor, platform);
  const fields = platform === 'facebook_marketplace' ? marketplaceFields(editor) : undefined;
  let promotion: TPromotion;
  try {
    promotion = (
      await callApi('/promotions', ZCreatePromotionResponseSchema, {
        method: 'POST',
        // The template tells the server a "just sold" (NAR SoP 12-7 asks the side represented).
        body: {
          listing_id: listingId,
          platform,
          text,
          template: editor.template,
          ...(fields ? { fields } : {}),
          ...(args.overrideClaims ? { override_claims: args.overrideClaims } : {}),
        },
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError) {
      const problems = refusalProblems(error.body);
      if (problems) return { kind: 'blocked', message: error.message, problems };
      const refused = ZPromotionRefusedSchema.safeParse(error.body);
      if (refused.success)
        return {
          kind: 'refused',
          message: refused.data.message,
          findings: refused.data.findings,
          claims: refusedClaims(error.body),
        };
      return { kind: 'error', message: error.message };
    }
    return { kind: 'error', message: (error as Error).message };
  }
  try {
    if (platform === 'facebook_marketplace' && fields) {
      await send('publish:marketplace', {
        job: { promotion_id: promotion.promotion_id, fields, from_tab: args.fromTab },
      });
      return {
        kind: 'opened',
        promotion,
        note: 'Marketplace opened in a new tab; the form is being filled.',
      };
    }
    let copied = false;
    if (platform === 'linkedin') {
      // LinkedIn sometimes drops the prefilled text (signed out, new composer): the clipboard has it too.
      copied = await copyText(promotion.text);
    }
    // The recorded text: its link carries the post's id, so Results counts this post's clicks.
    await send('publish:open', {
      platform: platform === 'linkedin' ? 'linkedin' : 'twitter',
      text: promotion.text,
    });
    const where = platform === 'linkedin' ? 'LinkedIn' : 'X';
    return {
      kind: 'opened',
      promotion,
      note: copied
        ? `${where} opened with your post. It is on your clipboard too: paste it if the box is empty.`
        : `${where} opened with your post.`,
    };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
}
