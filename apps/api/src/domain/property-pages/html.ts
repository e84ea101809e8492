/** Text made safe for HTML content and double-quoted attribute values. */
export const esc = (s: string | number | null | undefined): string =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export class Raw {
  constructor(readonly value: string) {}
}
export const raw = (value: string) => new Raw(value);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => (x instanceof Raw ? x.value : esc(x as string))).join('')
      : v instanceof Raw
        ? v.value
        : v === false || v === null || v === undefined
          ? ''
          : esc(v as string);
    out += part + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

/** Text (black or white) readable on a #rrggbb background, by WCAG relative luminance. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast against white is (1.05)/(lum+0.05); against black (lum+0.05)/0.05: pick the larger.
  return 1.05 / (lum + 0.05) >= (lum + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
