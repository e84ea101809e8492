import { normText } from './dom-text';

/**
 * What stands between the page and a fill: the form shown in another language, or Facebook's
 * "you have a saved draft" dialog covering it.
 */

/** The form's language when it is not English (Facebook sets <html lang> to the account's language). */
export function nonEnglishLanguage(doc: Document): string | null {
  const lang = (doc.documentElement.getAttribute('lang') ?? '').trim().toLowerCase();
  if (!lang || lang.startsWith('en')) return null;
  return lang.split(/[-_]/)[0] ?? lang;
}

const FRESH_START = /^(start over|start new listing|create new listing|discard( draft)?|delete draft)$/;

/**
 * Facebook offers to continue a saved draft when the create form opens. The job is a new listing,
 * so the fresh start is chosen (mixing the draft's values with ours would publish neither).
 * Returns a note for the report, or null when there was no such dialog.
 */
export function setAsideSavedDraft(doc: Document): string | null {
  for (const dialog of doc.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog]')) {
    if (!/draft/.test(normText(dialog.textContent))) continue;
    const fresh = [...dialog.querySelectorAll<HTMLElement>('button, [role=button]')].find((b) =>
      FRESH_START.test(normText(b.getAttribute('aria-label') || b.textContent)),
    );
    if (!fresh) return 'Facebook showed a saved draft; close it and check the form.';
    fresh.click();
    return 'Facebook had a saved draft; it was set aside for this listing.';
  }
  return null;
}
