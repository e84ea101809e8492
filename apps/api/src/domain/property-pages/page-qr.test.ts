import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './page-qr';

/** The dark modules the SVG path draws, read back from its runs (absolute M, relative m, h). */
function drawnModules(svg: string): Set<string> {
  const d = svg.match(/<path stroke="#000" d="([^"]+)"/)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b)];
    else if (cmd === 'm') x += Number(a);
    else for (let i = 0; i < Number(a); i++) dark.add(`${Math.floor(y)},${x++}`);
  }
  return dark;
}

describe('qrSvg', () => {
  it('draws exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const url = 'https://app.example/p/2207-vista-del-mar-drive-san-clemente-ca-k3m8q2xz';
    const svg = qrSvg(url, 'QR code');
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) expected.add(`${r + 4},${c + 4}`);
    expect(drawnModules(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 8} ${modules.size + 8}"`);
    // The finder pattern's top row: seven dark modules from the quiet zone's edge.
    expect(svg).toMatch(/d="M4 4\.5h7m/);
  });

  it('escapes its label and changes with the address', () => {
    expect(qrSvg('https://a.example/p/x', 'Q "&" <R>')).toContain(
      'aria-label="Q &#34;&#38;&#34; &#60;R&#62;"',
    );
    expect(qrSvg('https://a.example/p/one', 'x')).not.toBe(qrSvg('https://a.example/p/two', 'x'));
  });
});
