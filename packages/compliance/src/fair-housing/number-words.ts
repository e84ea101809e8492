/**
 * Numbers as ads write them, in digits or in English words ("eighteen", "twenty one" after
 * normalise.ts turns the hyphen into a space), for the grammars that read an age or a head count
 * (residency-age.ts, occupancy-caps.ts).
 */
const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const VALUE = new Map<string, number>();
for (const [n, w] of UNITS.entries()) VALUE.set(w, n);
for (const [n, w] of TEENS.entries()) VALUE.set(w, 10 + n);
for (const [n, w] of TENS.entries()) {
  VALUE.set(w, 20 + n * 10);
  for (let u = 1; u < 10; u++) VALUE.set(`${w} ${UNITS[u]}`, 20 + n * 10 + u);
}
VALUE.set('single', 1);

/** A number of up to two digits, or its words; "eighteen | 18 |" (words then digits in brackets) once. */
export const NUMBER = `(?:\\d{1,2}|${[...VALUE.keys()]
  .filter((w) => w !== 'single' && w !== 'zero')
  .sort((a, b) => b.length - a.length)
  .join('|')})(?: \\| \\d{1,2} \\|)?`;

/** The value of a NUMBER match ("twenty one | 21 |" → 21), or NaN. */
export const numberValue = (said: string): number => {
  const head = said.split(' | ')[0]!.trim();
  return /^\d+$/.test(head) ? Number(head) : (VALUE.get(head) ?? Number.NaN);
};
