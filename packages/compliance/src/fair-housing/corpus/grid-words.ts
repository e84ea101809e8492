import type { ProtectedClass } from '../types';
import { list } from '../vocabulary/list';
import type { LabelledSentence } from './corpus';

/**
 * The stress grid's vocabulary breadth (issue #22): many more ways to name each class than the
 * construction grid uses (hyphenated and unhyphenated, slang, conditions by name, agencies, ages by
 * decade), each put in a few core constructions. Written from the class definitions (42 U.S.C. §3602(h),
 * (k); 24 CFR §109.20; state statutes), not from the checker's word lists, so a word it lacks is a miss.
 */
const WORDS: Record<ProtectedClass, string> = {
  race: `African-Americans, Asian-Americans, Latinx tenants, Chicanos, Native Americans, Indigenous people,
    Pacific Islanders, black families, white folks, nonwhite applicants, people of other races, mixed-race couples,
    Asian families, Hispanic renters`,
  color: `darker-skinned applicants, people with dark skin, brown people, light-skinned folks, people of colour`,
  religion: `Jehovah's Witnesses, Latter-day Saints, Hasidic families, Evangelical Christians, Muslim women,
    Orthodox families, non-Christians, nonbelievers, Born-again Christians, Scientologists, Pagans,
    people who go to church, people of other faiths, Protestants, Muslim families`,
  sex: `single females, single guys, working women, young ladies, male tenants, female applicants, women tenants`,
  handicap: `people with autism, people on the spectrum, schizophrenics, bipolar tenants, people with PTSD,
    amputees, people who use walkers, HIV-positive tenants, recovering alcoholics, people with seizures,
    people with dementia, people with Down syndrome, people with depression, psychiatric patients,
    people with anxiety disorders, tenants with emotional support animals, people with epilepsy,
    people with multiple sclerosis, people with cerebral palsy, hearing-impaired tenants`,
  familial_status: `toddlers, preschoolers, tweens, adolescents, newborns, stepkids, foster kids, single dads,
    moms-to-be, pregnant tenants, families with teenagers, parents of young children, people with custody of children,
    households with kids under 12, grandparents raising grandkids, couples with a baby`,
  national_origin: `Asian-Americans, Arab-Americans, Middle-Easterners, Somalis, Nigerians, West Indians,
    Eastern Europeans, Koreans, Filipinos, Vietnamese tenants, Pakistanis, Bangladeshis, Central Americans,
    Dominicans, undocumented immigrants, illegals, non-citizens, green card holders, people with accents,
    people who don't speak English, Mexican-Americans, Indian families, Chinese families, newcomers to the US`,
  source_of_income: `SSDI recipients, people on disability benefits, food stamp recipients, EBT users,
    CityFHEPS vouchers, HASA clients, rental assistance recipients, people on SSI, subsidized tenants,
    government-assisted renters, Section-8 holders, Sec 8, S8 vouchers, people with housing subsidies`,
  marital_status: `separated couples, engaged couples, unwed mothers, single mothers by choice, divorced dads,
    couples living together, boyfriend and girlfriend, common-law couples, widowed applicants, newlyweds`,
  age: `Gen Z, boomers, 20-somethings, college-age renters, retirement-age tenants, folks in their 70s,
    anyone over 50, anyone under 25, people in their twenties, older folks, young adults`,
  military_status: `vets, marines, army guys, navy families, National Guard members, deployed soldiers,
    active-duty personnel, reservists, military spouses, service members on orders`,
  sexual_orientation: `gay guys, lesbian couples, LGBT folks, queer couples, two dads, two moms, same sex partners,
    homosexual couples, gay tenants, bi people`,
  gender_identity: `trans people, transwomen, transmen, people transitioning, drag queens, nonbinary folks,
    gender-fluid people, crossdressers, trans applicants, transgender women`,
};

// Constructions every blind set used, in the forms seen most: the exclusion, the limitation, the redirect.
const CORE =
  `No {X}.|block; {X} need not apply.|block; We don't rent to {X}.|block; Not suitable for {X}.|block;
  {X} should look elsewhere.|block; Sorry, we can't accept {X}.|block; Only {X}.|prefer; {X} preferred.|prefer;
  Ideal for {X}.|suits`
    .split(';')
    .map((r) => r.trim());
const PREFER: Partial<Record<ProtectedClass, 'warn' | null>> = {
  source_of_income: null,
  military_status: 'warn',
};
const SUITS_OK = new Set<ProtectedClass>(['source_of_income']);
const SOURCE: Record<ProtectedClass, LabelledSentence['source']> = {
  race: 'cfr109',
  color: 'cfr109',
  religion: 'cfr109',
  sex: 'hud1995',
  handicap: 'fha3602h',
  familial_status: 'fha3602k',
  national_origin: 'cfr109',
  source_of_income: 'hudSoi',
  marital_status: 'state',
  age: 'state',
  military_status: 'state',
  sexual_orientation: 'hud2021',
  gender_identity: 'hud2021',
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const GRID_WORDS: LabelledSentence[] = (Object.keys(WORDS) as ProtectedClass[]).flatMap((category) =>
  list(WORDS[category]).flatMap((w) =>
    CORE.flatMap((row) => {
      const [template = '', kind = ''] = row.split('|');
      const label =
        kind === 'block'
          ? 'block'
          : kind === 'prefer'
            ? category in PREFER
              ? PREFER[category]!
              : 'block'
            : SUITS_OK.has(category)
              ? null
              : 'warn';
      if (!label) return [];
      const text = template.startsWith('{X}') ? cap(template.replace('{X}', w)) : template.replace('{X}', w);
      return [{ text, label, category, state: 'NY', source: SOURCE[category] }];
    }),
  ),
);
