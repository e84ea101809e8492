import type { LabelledSentence } from './corpus';
import { GRID_CLASSES, type GridClass, HOPA_PEOPLE } from './grid-tables';

/**
 * The stress grid (issue #22): every class's people words (grid-tables.ts) crossed with every
 * construction of preference, limitation and exclusion, in statement, question, imperative, passive and
 * relative-clause form; and the same frames about things, which must pass. A construction is data: `{X}`
 * takes a plural people phrase, `{A}` an adjective; `kind` decides the label per class (grid-tables.ts).
 * Checked in New York, where every state class of the table is protected (N.Y. Exec. Law §296(5)).
 */
type Kind = 'exclude' | 'prefer' | 'suits' | 'describe';
type Construction = { kind: Kind; template: string };
// A predicate that is no adjective ("a parent", "in a wheelchair", "under 30") only follows "be".
const PREDICATE_ONLY = /^(?:a|an|in|on|under|over|younger than|older than) /;
// Constructions that put the adjective before a noun or after "someone".
const ATTRIBUTIVE = /\{A\} applicants|someone \{A\}|mostly \{A\}/;

const c = (kind: Kind, templates: string): Construction[] =>
  templates
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((template) => ({ kind, template }));

// 24 CFR §100.75(c)(1)-(2), 42 U.S.C. §3604(c): refusal, limitation, redirect, outcome, in every voice.
export const PEOPLE_CONSTRUCTIONS: readonly Construction[] = [
  ...c(
    'exclude',
    `No {X}.
    No {X} allowed.
    No pets, no smoking, no {X}.
    We do not rent to {X}.
    The owner won't lease to {X}.
    Landlord refuses to rent to {X}.
    We'd rather not rent to {X}.
    {X} need not apply.
    {X} will not be considered.
    {X} are not accepted.
    {X} are not welcome here.
    Sorry, no {X}.
    Not suitable for {X}.
    This unit is not for {X}.
    This is not a building for {X}.
    {X} should look elsewhere.
    {X}, please look at other listings.
    {X} would be happier in another neighborhood.
    Applications from {X} will be denied.
    Applications from {X} are rejected.
    {X} are discouraged from applying.
    {X}? Sorry, we can't help you.
    Do you rent to {X}? No.
    The owner has decided not to rent to {X} anymore.
    Please, no {X}.
    We are not accepting {X} at this time.`,
  ),
  ...c(
    'prefer',
    `{X} only.
    Only {X}, please.
    Rented exclusively to {X}.
    We prefer {X}.
    {X} preferred.
    Owner would prefer {X}.
    Looking for {X} only.
    Seeking {X}.
    Priority given to {X}.
    Reserved for {X}.
    Owner is only interested in renting to {X}.
    The landlord wants {X}.`,
  ),
  ...c(
    'suits',
    `Ideal for {X}.
    Perfect for {X}!
    Great home for {X}.
    Best suited to {X}.`,
  ),
];

// The same with an adjective: a requirement, a question to the reader, a relative clause.
export const ADJECTIVE_CONSTRUCTIONS: readonly Construction[] = [
  ...c(
    'exclude',
    `Applicants must not be {A}.
    Are you {A}? Then this apartment is not for you.
    Anyone who is {A} need not apply.
    Applicants who are {A} will be turned away.
    If you are {A}, please look elsewhere.
    No {A} applicants.
    Tenants cannot be {A}.`,
  ),
  ...c(
    'prefer',
    `Tenant must be {A}.
    Must be {A}.
    {A} applicants only.
    Applicant should be {A}.
    We are looking for someone {A}.`,
  ),
];

// Who lives there (HUD 1995 memo; 24 CFR §109.20(a)): warns, or blocks by race, color, religion, origin.
export const DESCRIBE_CONSTRUCTIONS: readonly Construction[] = c(
  'describe',
  `The neighborhood is mostly {A}.
  The building is full of {X}.
  Lots of {X} live on this block.`,
);

const label = (g: GridClass, kind: Kind): LabelledSentence['label'] | null => {
  if (kind === 'exclude') return 'block';
  if (kind === 'prefer') return g.prefer;
  if (kind === 'suits') return g.prefer === null ? null : 'warn';
  return g.describe ? 'warn' : null;
};

const STEERING = new Set(['race', 'color', 'religion', 'national_origin']);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, slot: string, value: string) =>
  template
    .split(/(?<=[.?!] )/)
    .map((part) => (part.startsWith(slot) ? cap(part.replace(slot, value)) : part.replace(slot, value)))
    .join('');

const sentences = (g: GridClass, cs: readonly Construction[], slot: string, words: readonly string[]) =>
  cs.flatMap(({ kind, template }) => {
    const l = label(g, kind);
    if (!l) return [];
    const fits = ATTRIBUTIVE.test(template) ? words.filter((w) => !PREDICATE_ONLY.test(w)) : words;
    return fits.map((w) => ({
      text: fill(template, slot, w),
      label: l,
      category: g.category,
      state: 'NY',
      source: g.source,
    }));
  });

/** Every class × people word × construction, and every class × adjective × construction. */
export const GRID_VIOLATIONS: LabelledSentence[] = GRID_CLASSES.flatMap((g) => [
  ...sentences(g, PEOPLE_CONSTRUCTIONS, '{X}', g.people),
  ...sentences(g, ADJECTIVE_CONSTRUCTIONS, '{A}', g.adjectives),
  ...sentences(
    g,
    ADJECTIVE_CONSTRUCTIONS.filter((x) => x.kind === 'prefer'),
    '{A}',
    g.requires ?? [],
  ),
  // A description by adjective ("mostly Catholic") only for the classes 24 CFR §109.20(a) names.
  ...sentences(
    g,
    DESCRIBE_CONSTRUCTIONS.filter((x) => x.template.includes('{A}')),
    '{A}',
    STEERING.has(g.category) ? g.adjectives : [],
  ),
  ...sentences(
    g,
    DESCRIBE_CONSTRUCTIONS.filter((x) => x.template.includes('{X}')),
    '{X}',
    g.people,
  ),
]);

/** Older people under HOPA: an exclusion blocks (age, where protected), a preference warns (§3607(b)). */
const HOPA: GridClass = { ...GRID_CLASSES.find((g) => g.category === 'age')!, prefer: 'warn' };
export const GRID_HOPA: LabelledSentence[] = sentences(HOPA, PEOPLE_CONSTRUCTIONS, '{X}', HOPA_PEOPLE);
