import type { SourceId } from '../sources';
import type { ProtectedClass } from '../types';
import { list } from '../vocabulary/list';

/**
 * The tables the stress grid (grid.ts) crosses: for each class, several ways people of it are named
 * (plural nouns, adjective + people noun, "people with …", slang, singular and plural) and the
 * adjectives a requirement or a question takes. Written from the statutes' class definitions, not from
 * the checker's vocabulary, so a word the checker lacks shows up as a miss.
 * `kinds` says which constructions make a violation for the class (policy, from the sources):
 *   exclude: every class (42 U.S.C. §3604(c), 24 CFR §100.75(c)(1)-(2));
 *   prefer: every class but source of income (a preference for voucher holders harms no one) and
 *     military status, where a preference for veterans warns (state statutes protect the status);
 *   suits / describe: who the home suits or who lives there (HUD 1995 memo; 24 CFR §109.20).
 * `hopa`: housing for older persons may prefer them lawfully (42 U.S.C. §3607(b)), so a preference warns.
 */
export type GridClass = {
  category: ProtectedClass;
  source: SourceId;
  people: readonly string[];
  adjectives: readonly string[];
  /** Words whose requirement leaves the class out ("must be childless"): preference constructions only. */
  requires?: readonly string[];
  prefer: 'block' | 'warn' | null;
  describe: boolean;
};

export const GRID_CLASSES: readonly GridClass[] = [
  {
    category: 'race',
    source: 'cfr109',
    people: list(
      'Black tenants, blacks, Hispanics, Latinos, Asians, Asian renters, white people, Caucasians, African Americans, minorities, Latino families, black folks',
    ),
    adjectives: list('white, Black, Hispanic, Asian, Caucasian, Latino'),
    prefer: 'block',
    describe: true,
  },
  {
    category: 'color',
    source: 'cfr109',
    people: list(
      'dark-skinned people, people of color, light-skinned applicants, fair-skinned tenants, darker-skinned folks, brown-skinned renters',
    ),
    adjectives: list('dark-skinned, light-skinned, fair-skinned, light complected'),
    prefer: 'block',
    describe: true,
  },
  {
    category: 'religion',
    source: 'cfr109',
    people: list(
      'Christians, Muslims, Jews, Jewish families, Catholics, Hindus, atheists, Mormons, Sikhs, evangelicals, churchgoers, Muslim tenants, Orthodox Jews, Buddhists',
    ),
    adjectives: list('Christian, Muslim, Jewish, Catholic, religious, Mormon, Hindu, churchgoing'),
    prefer: 'block',
    describe: true,
  },
  {
    category: 'sex',
    source: 'hud1995',
    people: list(
      'women, men, females, males, guys, ladies, girls, female tenants, male roommates, single women, gentlemen',
    ),
    adjectives: list('female, male, a woman, a man'),
    prefer: 'block',
    describe: false,
  },
  {
    category: 'handicap',
    source: 'hud1995',
    people: list(
      'disabled people, wheelchair users, people in wheelchairs, the mentally ill, people with disabilities, deaf tenants, blind applicants, people with mental illness, handicapped persons, tenants with service animals, people with HIV, recovering addicts',
    ),
    adjectives: list('disabled, handicapped, deaf, blind, in a wheelchair, mentally ill'),
    requires: list('able-bodied, physically fit, in good health'),
    prefer: 'block',
    describe: false,
  },
  {
    category: 'familial_status',
    source: 'fha3602k',
    people: list(
      'families with children, kids, children, families with kids, pregnant women, single moms, parents with toddlers, teenagers, babies, young children, expectant mothers, households with minors',
    ),
    adjectives: list('pregnant, expecting, a parent, a single mom'),
    requires: list('childless, child-free, kid-free'),
    prefer: 'block',
    describe: true,
  },
  {
    category: 'national_origin',
    source: 'cfr109',
    people: list(
      'Mexicans, immigrants, foreigners, Indians, Chinese people, Arabs, Puerto Ricans, refugees, non-English speakers, Africans, Irish tenants, Middle Eastern families, Haitians, Russian applicants',
    ),
    adjectives: list('American-born, Mexican, a native English speaker, foreign-born, Korean, Polish'),
    prefer: 'block',
    describe: true,
  },
  {
    category: 'source_of_income',
    source: 'hudSoi',
    people: list(
      'Section 8 tenants, voucher holders, people on welfare, Section 8, housing vouchers, tenants on public assistance, SSI recipients, HCV holders, applicants with vouchers, renters on government assistance',
    ),
    adjectives: list('on Section 8, on welfare, on public assistance'),
    prefer: null,
    describe: false,
  },
  {
    category: 'marital_status',
    source: 'state',
    people: list(
      'married couples, unmarried couples, divorcees, divorced women, widows, unmarried partners, married people',
    ),
    adjectives: list('married, divorced, unmarried, widowed'),
    prefer: 'block',
    describe: false,
  },
  {
    category: 'age',
    source: 'state',
    people: list(
      'young people, millennials, twentysomethings, young renters, people under 30, older tenants, elderly people, people over 60',
    ),
    adjectives: list('under 30, over 60, young, younger than 40'),
    prefer: 'block',
    describe: false,
  },
  {
    category: 'military_status',
    source: 'state',
    people: list(
      'veterans, military members, soldiers, active duty military, service members, military families, reservists, military personnel',
    ),
    adjectives: list('active duty, in the military, a veteran'),
    prefer: 'warn',
    describe: false,
  },
  {
    category: 'sexual_orientation',
    source: 'hud2021',
    people: list(
      'gay couples, gays, lesbians, homosexuals, gay men, same-sex couples, LGBTQ people, straight couples, bisexuals',
    ),
    adjectives: list('gay, straight, lesbian, heterosexual'),
    prefer: 'block',
    describe: false,
  },
  {
    category: 'gender_identity',
    source: 'hud2021',
    people: list(
      'transgender people, trans tenants, trans women, nonbinary people, transgender applicants, trans folks',
    ),
    adjectives: list('transgender, cisgender, trans, nonbinary'),
    prefer: 'block',
    describe: false,
  },
];

/** Older people: a preference for them is HOPA housing (42 U.S.C. §3607(b)), a warning, not a block. */
export const HOPA_PEOPLE = list('seniors, retirees, senior citizens, older adults');
