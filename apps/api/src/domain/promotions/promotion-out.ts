import type { PublishPlatform, TComplianceFinding, TPromotion } from '@pp/contract';
import type { promotions } from '../../db/schema';

type PromotionRow = typeof promotions.$inferSelect;

export const promotionOut = (
  row: PromotionRow,
  findings: TComplianceFinding[],
  creditsLeft: number,
): TPromotion => ({
  promotion_id: row.id,
  listing_id: row.listing_id,
  platform: row.platform as PublishPlatform,
  status: row.status,
  text: row.text,
  findings,
  credits_left: creditsLeft,
  created_at: row.created_at.toISOString(),
});
