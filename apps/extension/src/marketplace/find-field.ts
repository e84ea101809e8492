import { normText, ownText } from './dom-text';

const CONTROL =
  'input:not([type=hidden]):not([type=file]), textarea, select, [role=combobox], [contenteditable=true]';

/** The control a <label> (or a labelled wrapper) stands for. */
function controlOf(label: Element): HTMLElement | null {
  if (label.matches('[role=combobox]')) return label as HTMLElement;
  const htmlFor = label.getAttribute('for');
  if (htmlFor) {
    const target = label.ownerDocument.getElementById(htmlFor);
    if (target) return target;
  }
  return label.querySelector<HTMLElement>(CONTROL);
}

function labelledBy(doc: Document, wanted: string, exact: boolean): HTMLElement | null {
  for (const el of doc.querySelectorAll<HTMLElement>('[aria-labelledby]')) {
    const text = normText(
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => doc.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    if (exact ? text === wanted : text.startsWith(wanted))
      return el.matches(CONTROL) ? el : (el.querySelector<HTMLElement>(CONTROL) ?? el);
  }
  return null;
}

function byLabelElement(doc: Document, wanted: string, exact: boolean): HTMLElement | null {
  for (const label of doc.querySelectorAll('label')) {
    // The label's caption is its text without the control's own value (a combobox shows its choice).
    const caption = normText(
      [...label.querySelectorAll('span, div')].find((s) => s.children.length === 0 && normText(s.textContent))
        ?.textContent ?? label.textContent,
    );
    const whole = ownText(label);
    if (exact ? caption === wanted || whole === wanted : caption.startsWith(wanted)) {
      const control = controlOf(label);
      if (control) return control;
    }
  }
  return null;
}

function byAttribute(doc: Document, attribute: 'aria-label' | 'placeholder', wanted: string, exact: boolean) {
  for (const el of doc.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
    const text = normText(el.getAttribute(attribute));
    if (exact ? text === wanted : text.startsWith(wanted)) return el;
  }
  return null;
}

/**
 * Finds a form control by the label text the user sees, trying each candidate label in order
 * (English first) and, for each, the ways Facebook ties text to a control: a wrapping <label>,
 * aria-labelledby, aria-label, placeholder. Exact matches win over prefix matches.
 */
export function findField(doc: Document, labels: readonly string[]): HTMLElement | null {
  for (const exact of [true, false]) {
    for (const label of labels) {
      const wanted = normText(label);
      const found =
        byLabelElement(doc, wanted, exact) ??
        labelledBy(doc, wanted, exact) ??
        byAttribute(doc, 'aria-label', wanted, exact) ??
        byAttribute(doc, 'placeholder', wanted, exact);
      if (found) return found;
    }
  }
  return null;
}

/** The photo input: a file input that takes images. */
export const findPhotoInput = (doc: Document): HTMLInputElement | null =>
  doc.querySelector<HTMLInputElement>('input[type=file][accept*="image"]') ??
  doc.querySelector('input[type=file]');
