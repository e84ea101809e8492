import type { LabelledSentence } from './corpus';
import { GRID_CLASSES } from './grid-tables';

/**
 * Registers (issue #22): the same exclusions in the registers an agent's text arrives in besides ad
 * copy: lease clauses, FAQs, chat and SMS shorthand, voicemail transcripts with fillers, and Portuguese.
 * Crossed with every class's names; the same shapes about things are the acceptable half.
 */
const rows = (kind: 'block' | 'prefer', block: string) =>
  block
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((template) => ({ kind, template }));

// 24 CFR §100.75(c)(1): a lease or a rule that makes the dwelling unavailable to a group.
const REGISTERS = [
  ...rows(
    'block',
    `Tenant shall not permit {X} to reside in the premises.
    Lessee agrees that no {X} will occupy the unit.
    The premises shall not be leased to {X}.
    Lessor reserves the right to refuse {X}.
    Q: Do you accept {X}? A: No.
    FAQ: Can {X} apply? Unfortunately not.
    sry no {X}
    owner said no {X} lol
    cant do {X} sorry
    Hi, um, this is about the unit on Elm, uh, the owner doesn't really want {X}, so, yeah.
    Yeah so, uh, {X} are, um, not something the owner is open to.`,
  ),
  ...rows(
    'prefer',
    `Occupancy is limited to {X}.
    Residency is restricted to {X}.`,
  ),
];

const THINGS = ['pets', 'smokers', 'waterbeds', 'subletting', 'space heaters'];

const fill = (t: string, w: string) => {
  const s = t.replace('{X}', w);
  return /^\{X\}/.test(t) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
};

export const GRID_REGISTERS: LabelledSentence[] = GRID_CLASSES.flatMap((g) =>
  g.people.slice(0, 4).flatMap((w) =>
    REGISTERS.flatMap(({ kind, template }) => {
      const label = kind === 'block' ? 'block' : g.prefer;
      return label
        ? [{ text: fill(template, w), label, category: g.category, state: 'NY', source: g.source }]
        : [];
    }),
  ),
);

export const GRID_REGISTER_LOOKALIKES: LabelledSentence[] = THINGS.flatMap((w) =>
  REGISTERS.map(({ template }) => ({
    text: fill(template, w),
    label: 'ok' as const,
    category: null,
    state: 'NY',
    source: 'hud1995' as const,
  })),
);

// Portuguese (ads in Brazilian communities): "não aceitamos crianças", "somente cristãos".
const PT: Record<string, (typeof GRID_CLASSES)[number]['category']> = {
  crianças: 'familial_status',
  'famílias com crianças': 'familial_status',
  cristãos: 'religion',
  muçulmanos: 'religion',
  estrangeiros: 'national_origin',
  imigrantes: 'national_origin',
  mulheres: 'sex',
  homens: 'sex',
  gays: 'sexual_orientation',
  'pessoas com deficiência': 'handicap',
  militares: 'military_status',
  negros: 'race',
};
const PT_ROWS = rows(
  'block',
  `Não aceitamos {X}.
  Proibido {X}.
  Não alugamos para {X}.
  Somente {X}.`,
);
export const GRID_PORTUGUESE: LabelledSentence[] = Object.entries(PT).flatMap(([w, category]) => {
  const g = GRID_CLASSES.find((x) => x.category === category)!;
  return PT_ROWS.flatMap(({ template }) => {
    const label = template.startsWith('Somente') ? g.prefer : 'block';
    return label
      ? [{ text: template.replace('{X}', w), label, category, state: 'NY', source: g.source }]
      : [];
  });
});
