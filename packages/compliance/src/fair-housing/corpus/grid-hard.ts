import { list } from '../vocabulary/list';
import type { LabelledSentence } from './corpus';
import { GRID_CLASSES, type GridClass } from './grid-tables';

/**
 * The stress grid's second half (issue #22): the shapes the blind review sets' first-contact misses
 * were made of (review-10..15 headers), crossed with every class's words as the first half is. Third
 * person wants and feelings, judgements, outcomes far from the class word, passive and question forms,
 * screening questions, numeric limits on children, shouting and spacing, emoji, Spanish. Written before
 * any rule change for it; the first contact is in the test (grid.test.ts) and the commit message.
 */
type Kind = 'exclude' | 'prefer' | 'suits';
const rows = (kind: Kind, block: string) =>
  block
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((template) => ({ kind, template }));

// 24 CFR §100.75(c)(1)-(3): not available, not welcome, preferred, in words no frame list holds.
const HARD = [
  ...rows(
    'exclude',
    `The owner doesn't want {X} in the building.
    The landlord is not comfortable renting to {X}.
    We've had problems with {X} before, so we're not renting to them.
    {X} tend to be a problem for this owner.
    To the {X} who called: thank you, but the owner has decided to go another direction.
    Thanks for your interest, but {X} are not a good fit for this building.
    {X} would not fit in here.
    {X} won't be shown this unit.
    Unfortunately, {X} cannot be accommodated.
    The owner will pass on {X}.
    The owner has stopped renting to {X}.
    This building doesn't do {X}.
    {X} need to find another place.
    🚫 {X} 🚫
    NO {U}!!!
    {X}: don't waste your time.
    {X}?? nope.
    Absolutely no {X}.
    Under no circumstances will we rent to {X}.
    The owner won't even look at applications from {X}.
    Not open to {X}.
    {X} not accepted, no exceptions.
    Strictly no {X}.
    We don't take {X}.
    Sunny two-bedroom with new floors and a big kitchen, but the owner will not rent to {X}, so please keep that in mind before you apply.
    Please understand that {X} will not be able to rent here.`,
  ),
  ...rows(
    'prefer',
    `The owner will only consider {X}.
    Preference will be given to {X}.
    {X} get first priority.
    Looking for {X}, no one else.
    {X} are our first choice.
    The owner only rents to {X}.`,
  ),
  ...rows(
    'suits',
    `This place is made for {X}.
    Wonderful building for {X}.
    A great fit for {X}.`,
  ),
];

const ADJ_HARD = [
  ...rows(
    'exclude',
    `No one {A}, please.
    Is anyone in your household {A}? If so, this unit won't work.
    If you're {A}, don't bother applying.`,
  ),
  ...rows(
    'prefer',
    `Only {A} tenants will be considered.
    We'd prefer that the tenant be {A}.
    The new roommate has to be {A}.`,
  ),
];

/** Questions that ask the class itself (24 CFR §100.202(c) for handicap; §3604(c) for the others). */
const SCREENING: Partial<Record<GridClass['category'], string>> = {
  race: 'What is your race?; Please state your ethnicity on the application.',
  religion: 'What religion do you practice?; Which church do you attend?; Are you Christian?',
  sex: 'Are you male or female?',
  handicap:
    'Do you have any disabilities?; Do you take any psychiatric medication?; Has anyone in the household been diagnosed with a mental illness?; Do you use a wheelchair?',
  familial_status:
    'How many children do you have?; Do you have kids?; Are you pregnant?; Are you planning to have children soon?',
  national_origin: 'What country are you from?; Where were you born?; What is your native language?',
  marital_status: 'Are you married?; What is your marital status?',
  sexual_orientation: 'Are you gay?; What is your sexual orientation?',
  gender_identity: 'What is your gender identity?; Are you transgender?',
};

// The Keating standard (63 FR 70256) limits occupants per bedroom; a limit on children is familial status.
const CHILD_LIMITS = list(`
  Maximum of one child., No more than two kids., Limit one child per unit., Only one child allowed.,
  1 kid max., One child maximum per household., No more than 1 minor in the unit., Two kids max please.
`);

const SPANISH_PEOPLE: Record<string, GridClass['category']> = {
  niños: 'familial_status',
  'familias con niños': 'familial_status',
  cristianos: 'religion',
  musulmanes: 'religion',
  judíos: 'religion',
  mexicanos: 'national_origin',
  extranjeros: 'national_origin',
  inmigrantes: 'national_origin',
  'personas con discapacidad': 'handicap',
  'Sección 8': 'source_of_income',
  mujeres: 'sex',
  hombres: 'sex',
  homosexuales: 'sexual_orientation',
  militares: 'military_status',
  casados: 'marital_status',
  latinos: 'race',
};
const SPANISH = [
  ...rows(
    'exclude',
    `No se aceptan {X}.
    No rentamos a {X}.
    No queremos {X}.
    {X} abstenerse.
    Lo siento, no {X}.
    Sin {X}, por favor.`,
  ),
  ...rows(
    'prefer',
    `Solo {X}.
    Se renta solo a {X}.
    Preferimos {X}.`,
  ),
  ...rows('suits', 'Ideal para {X}.'),
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, w: string) =>
  template
    .replace('{U}', w.toUpperCase())
    .split(/(?<=[.?!:] )/)
    .map((p) =>
      p.startsWith('{X}') || p.startsWith('{A}') ? cap(p.replace(/\{[XA]\}/, w)) : p.replace(/\{[XA]\}/, w),
    )
    .join('');

const labelFor = (g: GridClass, kind: Kind): LabelledSentence['label'] | null =>
  kind === 'exclude' ? 'block' : kind === 'prefer' ? g.prefer : g.prefer === null ? null : 'warn';

const of = (g: GridClass, text: string, label: LabelledSentence['label']): LabelledSentence => ({
  text,
  label,
  category: g.category,
  state: 'NY',
  source: g.source,
});

const ATTRIBUTIVE = /\{A\} tenants|one \{A\}/;
const PREDICATE_ONLY = /^(?:a|an|in|on|under|over|younger than|older than) /;

export const GRID_HARD: LabelledSentence[] = GRID_CLASSES.flatMap((g) => [
  ...HARD.flatMap(({ kind, template }) => {
    const label = labelFor(g, kind);
    return label ? g.people.map((w) => of(g, fill(template, w), label)) : [];
  }),
  ...ADJ_HARD.flatMap(({ kind, template }) => {
    const label = labelFor(g, kind);
    const words = ATTRIBUTIVE.test(template)
      ? g.adjectives.filter((w) => !PREDICATE_ONLY.test(w))
      : g.adjectives;
    return label ? words.map((w) => of(g, fill(template, w), label)) : [];
  }),
  ...(SCREENING[g.category] ?? '')
    .split('; ')
    .filter(Boolean)
    .map((q) => of(g, q, 'block')),
]);

const FAMILIAL = GRID_CLASSES.find((g) => g.category === 'familial_status')!;
export const GRID_CHILD_LIMITS: LabelledSentence[] = CHILD_LIMITS.map((t) => of(FAMILIAL, t, 'block'));

export const GRID_SPANISH: LabelledSentence[] = Object.entries(SPANISH_PEOPLE).flatMap(([w, category]) => {
  const g = GRID_CLASSES.find((x) => x.category === category)!;
  return SPANISH.flatMap(({ kind, template }) => {
    const label = labelFor(g, kind);
    return label ? [of(g, fill(template, w), label)] : [];
  });
});
