import type { TCreateScheduledPostRequest, TScheduledPost } from '@pp/contract';
import { send } from '../common/messages';
import type { ReelSendResult } from './components/reel-post-status';
import type { ReelPlatform } from './reel-publish-state';

/**
 * Sends the posts one at a time, in the order shown: each is its own post (and its own refusal or
 * error). `onCreated` puts each created post into the listing's post list as the API answered it.
 */
export async function sendPosts(
  requests: TCreateScheduledPostRequest[],
  onCreated: (post: TScheduledPost) => void,
): Promise<ReelSendResult[]> {
  const out: ReelSendResult[] = [];
  for (const post of requests) {
    const platform = post.platform as ReelPlatform;
    try {
      const answer = await send('posts:create', { post });
      if ('refused' in answer) out.push({ platform, refused: answer.refused });
      else {
        out.push({ platform, post: answer.post });
        onCreated(answer.post);
      }
    } catch (e) {
      out.push({ platform, error: (e as Error).message });
    }
  }
  return out;
}
