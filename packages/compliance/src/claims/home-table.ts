import type { TListing } from '@pp/contract';
import { fieldOf, PHRASE } from './spec-rows';
import { tokenize } from './tokenize';
import type { Claim, ClaimReader, ReadContext } from './types';

/**
 * Pipe tables that compare homes (issue 26): "| Home | Beds | Sq ft | Price |" with a row per home
 * ("| 5530 | 5 | 2,410 | $425K |", "2801 Ocean Front Walk | 6 BD | 7,000 SF"), or a column per home
 * ("| | 37 Birch Hollow Rd | 52 Birch Hollow Rd |" over "| Sq ft | 1,640 | 2,310 |"). Each cell is the
 * fact of the home its row or column names: another home's cells are theirs (NAR Code of Ethics Art.
 * 12: a true picture of the property advertised, not of its comps), and the listing's own bare figures
 * are read under their row's or column's label, as spec-rows.ts reads a CSV header.
 */

interface Cell {
  text: string;
  start: number;
}
interface Line {
  cells: Cell[];
  start: number;
  end: number;
}

/** A line with two "|" or more is a table row; its outer pipes open and close it. */
const tableLine = (line: string, at: number): Line | null => {
  if ((line.match(/\|/g) ?? []).length < 2) return null;
  const cells: Cell[] = [];
  let from = 0;
  for (const part of line.split('|')) {
    const lead = part.length - part.trimStart().length;
    cells.push({ text: part.trim(), start: at + from + lead });
    from += part.length + 1;
  }
  if (line.trimStart().startsWith('|')) cells.shift();
  if (line.trimEnd().endsWith('|')) cells.pop();
  return { cells, start: at, end: at + line.length };
};

/** Blocks of consecutive table lines. */
const tablesOf = (text: string): Line[][] => {
  const out: Line[][] = [];
  let block: Line[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const t = tableLine(line, at);
    if (t) block.push(t);
    else if (block.length) {
      out.push(block);
      block = [];
    }
    at += line.length + 1;
  }
  if (block.length) out.push(block);
  return out;
};

/** Words after a number that make it a count or size, not a house number ("4 BD", "900 sf"). */
const MEASURE =
  /^(bd|br|bed|beds|bedrooms?|ba|bath|baths|sf|sq|sqft|ft|ac|acres?|car|units?|yrs?|min|mins|k|m|mo)$/i;

/** Which home a cell names: the listing ('own'), another ('other'), or none (a label, a figure). */
const homeOf = (cell: string, listing: TListing, table: readonly Line[], text: string) => {
  const street = /^(\d+)\s+(.+?)(?:\s*(?:#|\bapt\.?|\bunit)\s*([a-z0-9-]+))?$/i.exec(
    listing.address.street ?? '',
  );
  const own = street?.[1];
  const ownUnit = street?.[3]?.toLowerCase();
  if (/^(this|our|subject)\b/i.test(cell)) return 'own';
  const bare = /^(\d{3,6})$/.exec(cell);
  if (bare) {
    if (bare[1] === own) return 'own';
    // A bare number is a house number only where the post names the listing's street or its number
    // heads another row: "Marble Creek Ct at a glance:" over "13922 | 5 bd".
    const name = (street?.[2] ?? '').split(/\s+/).find((w) => w.length > 2 && !/^[NSEW]{1,2}$/.test(w));
    const named =
      (!!name && new RegExp(`\\b${name}\\b`, 'i').test(text)) ||
      table.some((l) => l.cells[0]?.text === own || l.cells.some((c) => c.text === own));
    return named ? 'other' : null;
  }
  const address = /^(\d{1,6})\s+(?:[NSEW]{1,2}\.?\s+)?([A-Z0-9][\w'.-]*)/.exec(cell);
  if (address && !MEASURE.test(address[2]!)) return address[1] === own ? 'own' : 'other';
  // "Rio Grande Lofts #4", "#6B", "Apt 6B": a unit of a building, the listing's only by its own number.
  const unit =
    /^[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*\s*#\s?([a-z0-9-]+)$/i.exec(cell) ??
    /^(?:#|unit\s+|apt\.?\s+|apartment\s+)\s?([a-z0-9-]*\d[a-z0-9-]*)$/i.exec(cell);
  if (unit) return unit[1]!.toLowerCase() === ownUnit ? 'own' : 'other';
  return null;
};

/** The home a table's cell belongs to, for a position in the text: its row's first cell or its column's head. */
const cellHome = (text: string, at: number, listing: TListing) => {
  for (const table of tablesOf(text)) {
    const r = table.findIndex((l) => at >= l.start && at <= l.end);
    if (r < 0) continue;
    const line = table[r]!;
    const k = line.cells.findLastIndex((c) => c.start <= at);
    const rowHome = homeOf(line.cells[0]?.text ?? '', listing, table, text);
    if (rowHome) return { table, r, k, home: rowHome, label: table[0]!.cells[k]?.text ?? '' };
    // A column per home: the first line names them. Beside a column named as the listing ("This
    // home"), every other named column is another home, however it is named ("Next door").
    const head = table[0]!.cells.map((c, n) =>
      n === 0 ? null : (homeOf(c.text, listing, table, text) ?? (c.text ? 'named' : null)),
    );
    const homes = head.filter((h) => h === 'own' || h === 'other').length;
    const home = head[k] === 'named' ? (head.includes('own') ? 'other' : null) : head[k];
    if (r > 0 && head.filter(Boolean).length >= 2 && (homes >= 2 || head.includes('own')) && home)
      return { table, r, k, home, label: line.cells[0]?.text ?? '' };
    return null;
  }
  return null;
};

/** True when the position stands in a table cell of another home than the listing. */
export const cellOfOtherHome = (text: string, at: number, listing: TListing): boolean =>
  text.includes('|') && cellHome(text, at, listing)?.home === 'other';

/** The listing's own bare figures in a table ("1,640" under "Sq ft"), read as their label's phrase. */
export const readOwnCells = (ctx: ReadContext, readers: readonly ClaimReader[]): Claim[] => {
  if (!ctx.text.includes('|')) return [];
  const out: Claim[] = [];
  const rental = ctx.listing.status === 'for_rent';
  for (const table of tablesOf(ctx.text))
    for (const [r, line] of table.entries())
      for (const cell of line.cells.slice(1)) {
        if (r === 0 || !/^\$?\d[\d,.]*$/.test(cell.text)) continue;
        const place = cellHome(ctx.text, cell.start, ctx.listing);
        const field = place?.home === 'own' ? fieldOf(place.label) : null;
        if (!field) continue;
        const phrase = PHRASE[field]!(cell.text, rental);
        const found = readers.flatMap((read) => read({ ...ctx, text: phrase, tokens: tokenize(phrase) }))[0];
        if (found) out.push({ ...found, start: cell.start, end: cell.start + cell.text.length });
      }
  return out;
};
