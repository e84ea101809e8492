import sharp from 'sharp';

/**
 * Text drawn by libvips' Pango (inside sharp) with a system font: real line wrapping and measured
 * sizes, so overlays can be stacked without guessing widths. Liberation Sans ships with Debian's
 * fonts-liberation (installed beside chromium); fontconfig falls back to DejaVu Sans if it is absent.
 */
export const FONT_FAMILY = 'Liberation Sans, DejaVu Sans';

export interface TextImage {
  input: Buffer; // PNG with alpha
  width: number;
  height: number;
}

export interface TextStyle {
  sizePx: number;
  color: string;
  bold?: boolean;
  maxWidth: number;
  align?: 'left' | 'centre';
  letterSpacingPx?: number;
  /** Wrap long words at any character (links); otherwise at word boundaries. */
  wrapAnywhere?: boolean;
}

const escapeMarkup = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function drawText(text: string, style: TextStyle): Promise<TextImage> {
  const spacing = style.letterSpacingPx
    ? ` letter_spacing="${Math.round(style.letterSpacingPx * 1024)}"`
    : '';
  const markup = `<span foreground="${style.color}"${spacing}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT_FAMILY} ${style.bold ? 'Bold ' : ''}${Math.round(style.sizePx)}px`,
      width: Math.round(style.maxWidth),
      align: style.align ?? 'left',
      rgba: true,
      wrap: style.wrapAnywhere ? 'word-char' : 'word',
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}
