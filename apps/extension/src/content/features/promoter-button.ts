import type { TListing } from '@pp/contract';
import {
  type ExtractionReport,
  healthReport,
  type ReadOnScreenOptions,
  readListingOnScreen,
  type ScreenListing,
} from '@pp/listing';
import { send } from '../../common/messages';
import { listingPageSource } from '../detect-page';
import type { Feature } from '../feature-manager';
import { laterChecks } from '../later-checks';
import { placeButton } from '../place-button';
import { type PreRead, preRead } from '../pre-read';
import { createPromoterButton, type PromoterButton } from '../promoter-button-element';
import { currentReaderRules, watchReaderRules } from '../reader-rules-cache';

/** Fields without which a read went badly: the site may have changed, and newer rules may know it. */
const CRITICAL = ['price', 'status', 'address.street'] as const;
export const poorRead = (read: ScreenListing): boolean =>
  !read.listing?.address.street ||
  (read.listing.price === null && read.listing.status === null) ||
  CRITICAL.some((f) => read.report?.needsConfirmation.includes(f));

/**
 * Reads the listing now on screen and hands it to the service worker, which opens the editor. A
 * page with nothing worth saving gets a message under the button and no drafts.
 */
async function promote(
  ctx: { document: Document },
  button: PromoterButton,
  ahead: PreRead<ScreenListing> | null,
) {
  const clicked_at = Date.now();
  // A User Timing mark (no cost to speak of): bench:extension cuts the click's CPU time out of a trace by it.
  performance.mark('pp:click');
  button.setError('');
  button.setBusy(true);
  let report: ExtractionReport | null = null;
  try {
    // The read made ahead, in idle time, if nothing but our button has changed since (pre-read.ts);
    // else the page is read now. Embedded data left by an earlier page of the site's app is set aside
    // when it names another home.
    // A read at the click leaves the checks for after the drafts (later-checks.ts).
    const readAhead = ahead?.take() ?? null;
    const read = readAhead ?? readScreen(ctx.document, { checksLater: true });
    // Which read the click used, for bench:extension (a User Timing mark: no cost to speak of).
    performance.mark('pp:read', { detail: { ahead: readAhead !== null } });
    const { listing, problem, checks } = read;
    report = read.report;
    // Asks for the rules again (throttled by the worker): the next click may read what this one missed.
    if (poorRead(read)) send('reader-rules:refresh', {}).catch(() => undefined);
    if (!listing) {
      button.setError(problem ?? 'No listing could be read on this page.');
      return;
    }
    // With checks to follow, the worker answers once the drafts are on screen.
    await send('listing:promote', { listing, clicked_at, checks: read.checksPending ? null : checks });
    if (read.checksPending) report = sendLaterChecks(ctx.document, listing, clicked_at);
  } catch (error) {
    button.setError(error instanceof Error ? error.message : String(error));
  } finally {
    button.setBusy(false);
    // Only once the drafts are on screen: the fingerprint walks the page and its JSON again (tens of ms
    // on a large page). Idle time alone is too soon (this page is idle while the panel paints in another
    // process on the same CPUs), so it waits a few seconds, then for idle time. A read that found no
    // listing is reported too, as it is the one a redesign causes.
    const read = report;
    if (read) setTimeout(() => whenIdle(() => reportReadHealth(ctx.document, read)), HEALTH_REPORT_DELAY_MS);
  }
}

/** location, not the URL the feature started on: the site may have moved on since. */
const readScreen = (document: Document, options?: ReadOnScreenOptions) =>
  readListingOnScreen(document, location.href, currentReaderRules(), options);

/** The checks of a click read without them, sent now that its drafts are on screen; answers the read's report. */
function sendLaterChecks(document: Document, listing: TListing, clicked_at: number): ExtractionReport | null {
  const { checks, read } = laterChecks(document, location.href, currentReaderRules(), listing);
  send('listing:checks', { clicked_at, checks }).catch(() => undefined);
  if (poorRead(read)) send('reader-rules:refresh', {}).catch(() => undefined);
  return read.report;
}

/** After the click, past the drafts' first paint (p95 well under a second even on a loaded machine). */
const HEALTH_REPORT_DELAY_MS = 3000;

/** Idle time, or two seconds later at the latest. */
const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 0);

/** Hands the read's health report (names only) to the service worker; nothing here may fail the click. */
function reportReadHealth(document: Document, report: ExtractionReport) {
  try {
    send('health:report', { report: healthReport(report, document) }).catch(() => undefined);
  } catch {
    // A page the fingerprint trips over costs one report, never the agent's click.
  }
}

let current: PromoterButton | null = null;

export const promoterButtonFeature: Feature = {
  id: 'promoter-button',
  include: ({ url }) => listingPageSource(url) !== null,
  init(ctx) {
    watchReaderRules();
    const source = listingPageSource(ctx.url);
    if (!source) return undefined;
    let ahead: PreRead<ScreenListing> | null = null;
    const button = createPromoterButton(ctx.document, () => void promote(ctx, button, ahead));
    current = button;
    placeButton(ctx.document, source, button.host);
    // Once per page (init runs again after an in-app navigation), after the button is in place.
    ahead = preRead({
      document: ctx.document,
      read: () => {
        const read = readScreen(ctx.document);
        performance.mark('pp:pre-read');
        return read;
      },
      inputs: () => [location.href, currentReaderRules()],
      own: () => button.host,
    });
    return () => {
      ahead?.dispose();
      button.host.remove();
      current = null;
    };
  },
  check(ctx) {
    // A site re-render can drop or move our element; put it back after its anchor.
    const source = listingPageSource(ctx.url);
    if (current && source && !current.host.isConnected) placeButton(ctx.document, source, current.host);
  },
};
