/**
 * Types a value into a React-controlled input. React remembers the last value it rendered and
 * ignores an input event when the element still holds it, so the value is written through the
 * prototype's own setter (past React's instance-level tracker), then input and change are fired.
 */
export function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const view = el.ownerDocument.defaultView ?? globalThis;
  const proto =
    el.tagName === 'TEXTAREA' ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  el.focus();
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new view.Event('input', { bubbles: true }));
  el.dispatchEvent(new view.Event('change', { bubbles: true }));
  el.dispatchEvent(new view.FocusEvent('blur'));
}

/** A content-editable box (Facebook uses them for some descriptions): replace its text. */
export function setEditableText(el: HTMLElement, value: string) {
  const view = el.ownerDocument.defaultView ?? globalThis;
  el.focus();
  el.textContent = value;
  el.dispatchEvent(new view.InputEvent('input', { bubbles: true, data: value, inputType: 'insertText' }));
}

/** The value the control now shows, to confirm a fill took. */
export function currentValue(el: HTMLElement): string {
  if ('value' in el && typeof (el as HTMLInputElement).value === 'string')
    return (el as HTMLInputElement).value;
  return el.textContent ?? '';
}
