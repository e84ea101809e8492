import { ZReelSchema } from '@pp/contract';
import { apiRequest } from '../../../lib/api-client';
import { useReelCreditMutation } from './create-reel';

/** POST /marketing/reels/:id/retry: a failed reel rendered again (one new credit). */
export async function retryReel(reelId: string) {
  return (
    await apiRequest(`/marketing/reels/${encodeURIComponent(reelId)}/retry`, {
      method: 'POST',
      schema: ZReelSchema,
    })
  ).data;
}

export const useRetryReel = () => useReelCreditMutation(retryReel);
