import type { TMarketplaceDraft } from '@pp/contract';
import type { FetchedPhoto } from '../shared/messages';
import { attachPhotos } from './attach-photos';
import { chooseOption, pickSuggestion } from './choose-option';
import { normText, sleep, waitFor } from './dom-text';
import type { FieldResult, FillReport } from './fill-report';
import { findField, findPhotoInput } from './find-field';
import { type FieldPlan, MARKETPLACE_FIELDS } from './marketplace-fields';
import { currentValue, setEditableText, setNativeValue } from './set-value';

export interface FillOptions {
  /** Photos already downloaded by the service worker (null when there were none to fetch). */
  photos: readonly FetchedPhoto[];
  photosRequested: number;
  /** How long to wait for the form to render its first field. */
  formTimeoutMs?: number;
}

const isTextControl = (el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement =>
  el.tagName === 'INPUT' || el.tagName === 'TEXTAREA';

async function fillOne(doc: Document, plan: FieldPlan, draft: TMarketplaceDraft): Promise<FieldResult> {
  const value = plan.value(draft);
  const base = { field: plan.name, value: value ?? '' };
  if (value === null) return { ...base, status: 'skipped', detail: 'Nothing to enter from the listing' };
  const el = findField(doc, plan.labels);
  if (!el) {
    return plan.optional
      ? { ...base, status: 'skipped', detail: 'This form has no such field' }
      : { ...base, status: 'failed', detail: 'Field not found on the page' };
  }
  try {
    if (plan.kind === 'select' && !isTextControl(el)) {
      const chosen = await chooseOption(el, plan.options?.(draft) ?? [value]);
      return chosen
        ? { ...base, status: 'filled', value: chosen }
        : { ...base, status: 'failed', detail: 'Option not offered' };
    }
    if (isTextControl(el)) setNativeValue(el, value);
    else if (el.isContentEditable || el.getAttribute('contenteditable') === 'true')
      setEditableText(el, value);
    else return { ...base, status: 'failed', detail: 'Unexpected kind of field' };
    if (plan.kind === 'address') {
      const picked = await pickSuggestion(el, value);
      if (picked) return { ...base, status: 'filled', value: picked };
    }
    // React may reject a value (e.g. letters in a number box): check what the control shows now.
    await sleep(0);
    const shown = normText(currentValue(findField(doc, plan.labels) ?? el));
    return shown === normText(value)
      ? { ...base, status: 'filled' }
      : { ...base, status: 'failed', detail: 'The page did not keep the value' };
  } catch (error) {
    return { ...base, status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Fills Marketplace's 'Home for Sale or Rent' form from a draft, one field at a time, and says
 * what happened to each. It never presses the page's own Publish/Next button: the agent does.
 */
export async function fillMarketplaceForm(
  doc: Document,
  draft: TMarketplaceDraft,
  options: FillOptions,
): Promise<FillReport> {
  await waitFor(
    () => findField(doc, MARKETPLACE_FIELDS[0]?.labels ?? []) ?? findPhotoInput(doc),
    options.formTimeoutMs ?? 10_000,
    100,
  );
  const results: FieldResult[] = [];
  for (const plan of MARKETPLACE_FIELDS) results.push(await fillOne(doc, plan, draft));
  let attached = 0;
  const input = findPhotoInput(doc);
  if (input && options.photos.length > 0) attached = attachPhotos(input, options.photos);
  if (options.photosRequested > 0) {
    results.push({
      field: 'Photos',
      value: `${attached} of ${options.photosRequested}`,
      status: attached === options.photosRequested ? 'filled' : 'failed',
      detail: input ? undefined : 'Photo upload box not found',
    });
  }
  return { results, photos: { requested: options.photosRequested, attached }, finished_at: Date.now() };
}
