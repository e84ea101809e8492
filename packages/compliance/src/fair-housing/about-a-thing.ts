import { PEOPLE } from './compile';

/** Who a requirement may be about: a person, the reader, or nobody named ("Must be X."). */
const PERSON_BEFORE = new Set(
  'you u they he she i we who applicant applicants tenant tenants renter renters buyer buyers roommate roommates occupant occupants resident residents candidate candidates person someone anyone everyone'.split(
    ' ',
  ),
);
/** "Trim must be white", "cabinets should be black": a requirement about a thing names no person. */
export const aboutAThing = (s: string, at: number) => {
  const head = s.slice(Math.max(0, at - 30), at).trimEnd();
  const word = head.slice(head.lastIndexOf(' ') + 1);
  return word !== '' && word !== '|' && word !== ',' && !PERSON_BEFORE.has(word) && !PEOPLE.has(word);
};
