import { normText, waitFor } from './dom-text';

function click(el: HTMLElement) {
  const view = el.ownerDocument.defaultView ?? globalThis;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
    el.dispatchEvent(new view.MouseEvent(type, { bubbles: true, cancelable: true }));
  }
  el.click();
}

/** Visible options of the open listbox, whichever portal Facebook rendered it in. */
const options = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[role=option]')];

function matchOption(doc: Document, wanted: readonly string[]): HTMLElement | null {
  const all = options(doc);
  for (const text of wanted.map(normText)) {
    const exact = all.find((o) => normText(o.textContent) === text);
    if (exact) return exact;
  }
  for (const text of wanted.map(normText)) {
    const prefix = all.find((o) => normText(o.textContent).startsWith(text));
    if (prefix) return prefix;
  }
  return null;
}

/**
 * Opens a dropdown (role=combobox) and clicks the option whose text is one of `wanted` (English
 * first, exact before prefix). Returns the chosen option's text, or null when none matched.
 */
export async function chooseOption(combobox: HTMLElement, wanted: readonly string[]): Promise<string | null> {
  const doc = combobox.ownerDocument;
  if (combobox.getAttribute('aria-expanded') !== 'true') click(combobox);
  const option = await waitFor(() => matchOption(doc, wanted));
  if (!option) {
    // Leave the page as we found it: close the list again.
    if (combobox.getAttribute('aria-expanded') === 'true') click(combobox);
    return null;
  }
  const text = option.textContent?.trim() ?? '';
  click(option);
  return text;
}

/**
 * Rows of an open suggestion list. Facebook's typeaheads render them as role=option, or as list
 * items of a listbox (`ul[role=listbox] li`) or of a "suggested searches" list.
 */
const suggestionRows = (doc: Document): HTMLElement[] => {
  const rows = new Set<HTMLElement>(options(doc));
  for (const li of doc.querySelectorAll<HTMLElement>('ul[role=listbox] li, ul[aria-label] li')) {
    const list = li.closest('ul');
    const label = normText(list?.getAttribute('aria-label'));
    if (list?.getAttribute('role') === 'listbox' || label.includes('suggest')) rows.add(li);
  }
  return [...rows];
};

/**
 * For a typeahead (the address): after typing, click the first suggestion that starts like the
 * value. Returns its text, or null when none came (the field then holds text Facebook will refuse).
 */
export async function pickSuggestion(
  input: HTMLElement,
  typed: string,
  timeoutMs = 1200,
): Promise<string | null> {
  const doc = input.ownerDocument;
  const head = normText(typed).split(',')[0] ?? '';
  const option = await waitFor(
    () => suggestionRows(doc).find((o) => normText(o.textContent).startsWith(head)) ?? null,
    timeoutMs,
  );
  if (!option) return null;
  const text = option.textContent?.trim() ?? '';
  click(option);
  return text;
}
