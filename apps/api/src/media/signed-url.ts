import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media address stays valid at least. */
const TTL_SECONDS = 60 * 60;

/**
 * Short-lived addresses for <img> and <video>, which cannot send the bearer token. The expiry is
 * rounded up to the next whole TTL, so the same reel answers the same address for a while (a
 * polling page does not reload its video) and every address is valid between one and two TTLs.
 * The key is derived from JWT_SECRET, so a media signature can never pass as anything else.
 */
export function mediaSigner(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('pp-media-url-v1').digest();
  const sign = (subject: string, exp: number) =>
    createHmac('sha256', key).update(`${subject}\n${exp}`).digest('base64url');
  return {
    /** Query string `sig=…&exp=…` for `subject` (e.g. `photo:<id>`). */
    query(subject: string, now: Date): string {
      const exp = Math.ceil(now.getTime() / 1000 / TTL_SECONDS) * TTL_SECONDS + TTL_SECONDS;
      return `sig=${sign(subject, exp)}&exp=${exp}`;
    },
    /**
     * Query string valid for exactly `seconds` from now, not rounded: for an address handed to a
     * platform (Meta fetches reels and photos by URL), which must stop working soon after its use.
     */
    expiring(subject: string, now: Date, seconds: number): string {
      const exp = Math.floor(now.getTime() / 1000) + seconds;
      return `sig=${sign(subject, exp)}&exp=${exp}`;
    },
    /** 'ok', 'expired' (a genuine address past its time) or 'invalid'. */
    check(subject: string, sig: string | undefined, exp: string | undefined, now: Date) {
      const expiry = Number(exp);
      if (!sig || !Number.isInteger(expiry)) return 'invalid' as const;
      const expected = Buffer.from(sign(subject, expiry));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid' as const;
      return expiry * 1000 < now.getTime() ? ('expired' as const) : ('ok' as const);
    },
  };
}
export type MediaSigner = ReturnType<typeof mediaSigner>;
