import { localTime } from '../../apps/api/src/domain/scheduled-posts/scheduled-post-out';

/**
 * Times as the side panel's schedule picker takes them and as the panel shows them back, for the
 * browser rig whose Chrome runs in UTC.
 */

/** `ms` from now as the picker takes it in the rig's zone (UTC), to the second. */
export function inSeconds(ms: number) {
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  // Chrome writes a whole minute back without ":00", which Playwright's fill reads as malformed.
  if (at.getUTCSeconds() === 0) at.setUTCSeconds(1);
  return { at, local: at.toISOString().slice(0, 19) };
}

/** How the panel says "scheduled": the API's local time (scheduled-post-out.ts) in the rig's zone, UTC. */
export const scheduledFor = (at: Date) => `Scheduled for ${localTime(at, 'UTC')}`;
