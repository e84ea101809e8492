import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

// A condition is named by a kind (mental, psychiatric …) and a head (condition, illness …); the family is
// generated so "people with a psychiatric condition" and "free of cognitive impairments" are the same
// class as "people with mental illness" (42 U.S.C. §3602(h): a physical or mental impairment).
const KINDS = list(
  'mental, psychiatric, physical, medical, chronic, cognitive, developmental, neurological, intellectual, psychological, mental health, learning',
);
const HEADS = list('condition, illness, impairment, disorder, disability, diagnosis, handicap');
const CONDITIONS = KINDS.flatMap((k) =>
  HEADS.flatMap((h) => [
    `${k} ${h}`,
    `${k} ${h === 'illness' ? 'illnesses' : h === 'disability' ? 'disabilities' : `${h}s`}`,
  ]),
);

// Mobility and sensory aids name their users (HUD 1995 memo: "no wheelchairs" excludes people who use
// them); each aid also names a thing ("cane sugar", "scooter parking"), so it is ambiguous: a people
// noun, "with", a relative clause ("who use a walker") or the second person makes it people.
export const AIDS = list(
  'wheelchair, wheel chair, walker, cane, crutch, crutches, mobility scooter, power chair, power wheelchair, motorized wheelchair, rollator, walking frame, walking stick, white cane, prosthetic, prosthetic leg, prosthetic limb, prosthesis, oxygen tank, oxygen tanks, hearing aid, hearing aids, cochlear implant, leg brace, mobility device, mobility aid, assistive device, walking aid',
);
// "walkers" alone are people on foot ("perfect for walkers and joggers"): only the singular aid is kept.
export const AID_PLURALS = AIDS.flatMap((a) =>
  a.endsWith('s') || a === 'prosthesis' || a === 'walker' ? [] : [`${a}s`],
);
// Impairments by name (42 U.S.C. §3602(h); 24 CFR §100.201(a)(2) lists examples: "epilepsy, multiple
// sclerosis, cancer, heart disease, diabetes, HIV, mental retardation, emotional illness, drug addiction,
// alcoholism"): each names people only with a people noun, "with", a relative clause or the second person.
export const IMPAIRMENTS = list(`
  autism, autism spectrum disorder, dementia, alzheimers, down syndrome, depression, clinical depression,
  anxiety disorder, anxiety disorders, epilepsy, seizures, seizure disorder, multiple sclerosis, cerebral palsy,
  muscular dystrophy, spina bifida, parkinsons, schizophrenia, bipolar disorder, ocd, adhd, brain injury,
  brain injuries, traumatic brain injury, paralysis, chronic pain, cancer, diabetes, heart disease, hearing loss,
  vision loss, low vision, blindness, deafness, addiction, addictions, substance use disorder, eating disorder,
  mobility issues, mobility problems, mobility limitations, intellectual disabilities, learning disabilities,
  emotional illness, alcoholism, drug addiction, mental health conditions, mental health challenges
`);
const AID_USERS = AIDS.filter((a) => !/s$/.test(a)).map((a) => `${a} user`);

/**
 * Handicap (disability), 42 U.S.C. §3602(h), §3604(c),(f): the HUD 1995 memo allows descriptions of
 * accessibility features ("wheelchair ramp") and of conduct ("non-smoking", "sober"); an exclusion or a
 * requirement of a physical or mental ability is a violation. Recovery from addiction is a handicap.
 */
export const HANDICAP: ClassVocabulary = {
  category: 'handicap',
  source: 'hud1995',
  reason: 'States a limitation or preference by disability',
  suggestion:
    'Describe accessibility features instead (e.g. "second-floor unit, no elevator", "wheelchair ramp at the entry").',
  people: list(`
    wheelchair, wheelchair user, cripple, invalid person, mental patient, psychiatric patient, amputee,
    service animal, assistance animal, support animal, emotional support animal, service dog, guide dog,
    companion animal, therapy animal, comfort animal, support dog, emotional support dog, recovering addict, recovering alcoholic, people in recovery, person in recovery,
    alcoholic, people with disabilities, persons with disabilities, person with a disability,
    people with a disability, person with disabilities, disabled veteran, hiv positive person,
    people with hiv, people with aids, paraplegic, quadriplegic, walker user, people in wheelchairs, person in a wheelchair,
    someone in a wheelchair, tenant in a wheelchair, people using wheelchairs, people with mental illness,
    person with mental illness, people with mental illnesses, people with a mental illness, the mentally ill,
    people with psychiatric disabilities, people with mental health conditions, psych patient, psycho,
    oxygen user, people on oxygen, people on the spectrum, person on the spectrum, kids on the spectrum,
    people in recovery from addiction
  `).concat(AID_USERS),

  adjectives: list(`
    disabled, handicapped, wheelchair bound, mentally ill, mentally disabled, mentally handicapped,
    physically disabled, physically handicapped, developmentally disabled, special needs, deaf,
    hearing impaired, visually impaired, able bodied, physically fit, ambulatory, in good health, crippled,
    retarded, handicap, psychiatric, emotionally disturbed, hiv positive, mobility impaired, schizophrenic,
    bipolar, autistic, epileptic, mentally unstable, mentally challenged, physically able, physically healthy
  `),
  // "in good physical condition" also describes a house; with a people noun it is a required ability.
  // A condition alone (CONDITIONS, "impairments") names people only in a mention or a directive.
  ambiguous: [
    ...list(
      'good physical shape, good physical condition, blind, healthy, sober, fit, esa, esas, disability, disabilities, mental illness, mental health issues, mental health problems, impairment, impairments, recovery, ptsd, hiv, hiv aids, discapacidad, discapacidades',
    ),
    ...CONDITIONS,
    ...IMPAIRMENTS,
    ...AIDS.filter((a) => a !== 'wheelchair'),
    ...AID_PLURALS.filter((a) => a !== 'wheelchairs'),
  ],
  // "walkers" alone are people on foot ("perfect for walkers and joggers"); after "use", "with" or a
  // people noun's relative clause ("people who use walkers") they are the aid, and name its users.
  modifiers: list('walkers'),
  // "residents in recovery" describes a sober-living home's people (HUD 1995 memo allows "sober");
  // a directive about them still counts ("anyone in recovery should search elsewhere").
  neutral: list('recovery'),
  esPeople: list(`
    silla de ruedas, sillas de ruedas, personas con discapacidad, persona con discapacidad,
    animales de servicio, animal de servicio, animales de apoyo emocional, enfermos mentales, perro guia,
    perros guia, minusvalidos, pessoas com deficiencia, deficientes
  `),
  esAdjectives: list('discapacitado, minusvalido, ciego, sordo, invalido, lisiado'),
  bare: [
    ...bareList(
      'prefer',
      'able bodied, physically fit, crippled, retarded, sano fisicamente, fisicamente apto, independent living only',
    ),
    ...bareList(
      'describe',
      'mentally ill, mentally handicapped, wheelchair bound, confined to a wheelchair, enfermos mentales, en silla de ruedas',
      'warn',
    ),
  ],
  misspellings: {
    handicaped: 'handicapped',
    wheelchairs: 'wheelchairs',
    disabeled: 'disabled',
    dissabled: 'disabled',
  },
};
