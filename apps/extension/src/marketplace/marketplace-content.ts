import { send } from '../common/messages';
import { fillMarketplaceForm } from './fill-marketplace-form';
import { fillFailedEntirely } from './fill-report';
import { showNotice, showReportPanel } from './report-panel';

/**
 * Content script of facebook.com/marketplace/create/*: when this tab was opened by Publish, fill
 * the form from the job, report, and leave the final Publish click to the agent.
 */
async function takeJob() {
  // The worker stores the job right after opening the tab; a slow store can trail the page a little.
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await send('marketplace:job', { href: location.href });
    if (answer.job || answer.problem) return answer;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { job: null, problem: null };
}

async function run() {
  const { job, problem } = await takeJob();
  // A reminder's link that cannot be filled (signed out, no credit, cancelled) says why on the page.
  if (problem) showNotice(document, problem);
  if (!job) return;
  const urls = job.fields.photos;
  const { photos } = urls.length > 0 ? await send('marketplace:photos', { urls }) : { photos: [] };
  const report = await fillMarketplaceForm(document, job.fields, { photos, photosRequested: urls.length });
  const { refunded } = await send('marketplace:report', { report, job });
  const note = fillFailedEntirely(report)
    ? refunded
      ? 'Nothing could be entered, so your credit was given back. Use Copy to fill the form by hand.'
      : 'Nothing could be entered. Use Copy to fill the form by hand.'
    : 'Check the listing, then press Publish on Facebook yourself. Copy anything that did not fit.';
  showReportPanel(document, report, note);
}

void run().catch((error) => console.error('Property Promoter: filling the Marketplace form failed', error));
