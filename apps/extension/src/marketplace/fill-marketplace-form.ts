import type { TMarketplaceDraft } from '@pp/contract';
import type { FetchedPhoto } from '../common/messages';
import { attachPhotos } from './attach-photos';
import { chooseOption, pickSuggestion } from './choose-option';
import { normText, sleep, waitFor } from './dom-text';
import type { FieldResult, FillReport } from './fill-report';
import { findField, findPhotoInput } from './find-field';
import { nonEnglishLanguage, setAsideSavedDraft } from './form-conditions';
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

/** The control again, as the page shows it now (React may have replaced the element). */
const shownValue = (doc: Document, plan: FieldPlan, fallback: HTMLElement) =>
  normText(currentValue(findField(doc, plan.labels) ?? fallback));

/** A dropdown's choice is confirmed when the dropdown now shows the chosen option's text. */
const dropdownShows = (doc: Document, plan: FieldPlan, fallback: HTMLElement, chosen: string) => {
  const el = findField(doc, plan.labels) ?? fallback;
  return normText(el.textContent).includes(normText(chosen));
};

async function fillOne(doc: Document, plan: FieldPlan, draft: TMarketplaceDraft): Promise<FieldResult> {
  const value = plan.value(draft);
  const base = { field: plan.name, value: value ?? '' };
  if (value === null) return { ...base, status: 'skipped', detail: 'Nothing to enter from the listing' };
  const el = findField(doc, plan.labels);
  if (!el) {
    return plan.optional
      ? { ...base, status: 'skipped', detail: 'This form has no such field: copy it if you want it' }
      : { ...base, status: 'failed', detail: 'Field not found on the page' };
  }
  try {
    if (plan.kind === 'select' && !isTextControl(el)) {
      const chosen = await chooseOption(el, plan.options?.(draft) ?? [value]);
      if (!chosen) return { ...base, status: 'failed', detail: 'Option not offered' };
      await sleep(0);
      return dropdownShows(doc, plan, el, chosen)
        ? { ...base, status: 'filled', value: chosen }
        : { ...base, status: 'failed', detail: 'The dropdown did not keep the choice' };
    }
    if (isTextControl(el)) setNativeValue(el, value);
    else if (el.isContentEditable || el.getAttribute('contenteditable') === 'true')
      setEditableText(el, value);
    else return { ...base, status: 'failed', detail: 'Unexpected kind of field' };
    if (plan.kind === 'address') {
      // Facebook keeps only an address picked from its own suggestions; typed text alone is dropped.
      const picked = await pickSuggestion(el, value);
      if (!picked)
        return {
          ...base,
          status: 'failed',
          detail: 'No suggestion matched: type it and pick one of Facebook’s',
        };
      await sleep(0);
      return shownValue(doc, plan, el) === normText(picked)
        ? { ...base, status: 'filled', value: picked }
        : { ...base, status: 'failed', detail: 'The suggestion was not kept' };
    }
    // React may reject a value (e.g. letters in a number box): check what the control shows now.
    await sleep(0);
    return shownValue(doc, plan, el) === normText(value)
      ? { ...base, status: 'filled' }
      : { ...base, status: 'failed', detail: 'The page did not keep the value' };
  } catch (error) {
    return { ...base, status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Every field left for the agent, with its value to copy: the form was not touched. */
const untouched = (draft: TMarketplaceDraft, detail: string): FieldResult[] =>
  MARKETPLACE_FIELDS.map((plan) => {
    const value = plan.value(draft);
    return value === null
      ? { field: plan.name, value: '', status: 'skipped', detail: 'Nothing to enter from the listing' }
      : { field: plan.name, value, status: 'failed', detail };
  });

/**
 * Fills Marketplace's 'Home for Sale or Rent' form from a draft, one field at a time, and says
 * what happened to each: a field counts as filled only when the form shows the value afterwards.
 * A form in another language is left alone (half-matched labels would fill the wrong boxes). It
 * never presses the page's own Publish/Next button: the agent does.
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
  const photos = { requested: options.photosRequested, attached: 0 };
  const language = nonEnglishLanguage(doc);
  if (language) {
    const detail = 'The form is not in English: copy it in by hand';
    return { results: untouched(draft, detail), photos, language, finished_at: Date.now() };
  }
  const draftNote = setAsideSavedDraft(doc);
  if (draftNote) await sleep(50);
  const results: FieldResult[] = [];
  for (const plan of MARKETPLACE_FIELDS) results.push(await fillOne(doc, plan, draft));
  const input = findPhotoInput(doc);
  if (input && options.photos.length > 0) photos.attached = attachPhotos(input, options.photos);
  if (options.photosRequested > 0) {
    results.push({
      field: 'Photos',
      value: `${photos.attached} of ${options.photosRequested}`,
      status: photos.attached === options.photosRequested ? 'filled' : 'failed',
      detail: input ? undefined : 'Photo upload box not found',
    });
  }
  if (draftNote) results.push({ field: 'Saved draft', value: '', status: 'skipped', detail: draftNote });
  return { results, photos, language: null, finished_at: Date.now() };
}
