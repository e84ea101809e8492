import { type TReelsLaunchNotification, ZReelsLaunchNotificationSchema } from '@pp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const reelsLaunchNotificationQueryKey = ['marketing', 'reels-launch-notification'] as const;
const PATH = '/marketing/reels-launch-notification';

/** GET /marketing/reels-launch-notification: has this user asked to hear when reels launch? */
export async function getReelsLaunchNotification(signal?: AbortSignal): Promise<TReelsLaunchNotification> {
  return (await apiRequest(PATH, { schema: ZReelsLaunchNotificationSchema, signal })).data;
}

/** PUT /marketing/reels-launch-notification: asks once; asking again keeps the first date. */
export async function subscribeToReelsLaunch() {
  return apiRequest(PATH, { method: 'PUT', schema: ZReelsLaunchNotificationSchema });
}

export function useReelsLaunchNotification() {
  return useQuery({
    queryKey: reelsLaunchNotificationQueryKey,
    queryFn: ({ signal }) => getReelsLaunchNotification(signal),
  });
}

export function useSubscribeToReelsLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToReelsLaunch,
    onSuccess: (answer) => queryClient.setQueryData(reelsLaunchNotificationQueryKey, answer.data),
  });
}
