import QRCode from 'qrcode';

const QUIET = 4; // modules of white around the code, as ISO/IEC 18004 asks

/**
 * A QR code for the printed flyer, as inline SVG: one path of horizontal runs (a few KB, no request,
 * sharp at any print size). Error correction M (15%) survives a fold or a smudge on paper.
 */
export function qrSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let row = 0; row < n; row++) {
    let pen = -1; // where the last run of this row ended; -1 before the first
    for (let col = 0; col < n; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < n && modules.get(row, col + run)) run++;
      d += pen < 0 ? `M${col + QUIET} ${row + QUIET}.5h${run}` : `m${col - pen} 0h${run}`;
      pen = col + run;
      col = pen - 1;
    }
  }
  const size = n + 2 * QUIET;
  const safeLabel = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${safeLabel}" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h${size}v${size}H0z"/><path stroke="#000" d="${d}"/></svg>`;
}
