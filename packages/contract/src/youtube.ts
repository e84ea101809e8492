import { z } from 'zod';

/** YouTube Shorts (issue 27): what the agent chooses for an upload. */

/** Who can watch an uploaded video (videos resource, status.privacyStatus). */
export const YOUTUBE_PRIVACIES = ['public', 'unlisted', 'private'] as const;
export type YouTubePrivacy = (typeof YOUTUBE_PRIVACIES)[number];

/**
 * What the agent chooses for a YouTube Short; the post's text is its description. YouTube refuses
 * titles over 100 characters and '<' or '>' in title and description
 * (https://developers.google.com/youtube/v3/docs/videos#snippet.title).
 */
export const ZYouTubeVideoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^<>]*$/, 'No < or > in a YouTube title'),
  privacy: z.enum(YOUTUBE_PRIVACIES).default('public'),
});
export type TYouTubeVideo = z.infer<typeof ZYouTubeVideoSchema>;
