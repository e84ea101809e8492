import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) =>
  checkFairHousingRules(text, { state: 'NY' }).map((f) => `${f.rule} ${f.severity}`);
const outcome = (text: string) => checkFairHousingRules(text, { state: 'NY' }).map((f) => f.severity);

// The families the stress grid (corpus/grid.ts) exposed, one test per grammar change.
describe('families generalised from the stress grid', () => {
  it('reads a negated requirement of a class word, and leaves a requirement about a thing alone', () => {
    expect(rules('Applicants must not be white.')).toEqual(['must-not-be/race block']);
    expect(rules('Tenants cannot be young.')).toEqual(['must-not-be/age block']);
    expect(rules('Must be in a wheelchair.')).toEqual(['must-be/handicap block']);
    expect(outcome('Trim must be white.')).toEqual([]);
    expect(outcome('Cabinets must be white and the trim must not be black.')).toEqual([]);
    expect(outcome('The house must be old enough to qualify.')).toEqual([]);
  });

  it('reads a singular class noun after "someone" as the person', () => {
    expect(rules('We are looking for someone Hispanic.')).toEqual(['seek/race block']);
    expect(outcome('Anyone female need not apply.')).toEqual(['block']);
  });

  it('takes every class pattern for people named by an age', () => {
    expect(rules('No people under 30.')).toEqual(['no/age block']);
    expect(rules('Ideal for people over 60.')).toEqual(['suits/age warn']);
    expect(rules('Applicant should be younger than 40.')).toEqual(['must-be/age block']);
    expect(outcome('Folks over 60 love the garden.')).toEqual([]);
  });

  it('reads a restriction with a word of willingness, for every verb of renting', () => {
    expect(rules('Owner is only interested in renting to blacks.')).toEqual(['mention-only-to/race block']);
    expect(outcome('Owner is only willing to lease to married couples.')).toEqual(['block']);
  });

  it('reads who lives there said with a verb of living', () => {
    expect(rules('Lots of kids live on this block.')).toEqual(['live-here/familial_status warn']);
    expect(outcome('Lots of trees line this block.')).toEqual([]);
    expect(outcome('Students live nearby.')).toEqual([]);
  });

  it('reads a negated refusal as no refusal', () => {
    expect(outcome('We never turn away Section 8 tenants.')).toEqual([]);
    expect(outcome('We would never refuse families with children.')).toEqual([]);
    expect(outcome('Section 8 tenants are never turned away.')).toEqual([]);
    expect(outcome('We turn away Section 8 tenants.')).toEqual(['block']);
  });

  it('reads the second person in a place ("are you in the military") and "a parent"', () => {
    expect(outcome('Are you in the military? Then this apartment is not for you.')).toEqual(['block']);
    expect(outcome('Are you a parent? Then this apartment is not for you.')).toEqual(['block']);
  });

  it('reads what a person sends as the person, and a home not to be had by the people before it', () => {
    expect(outcome("The owner won't even look at applications from Mexicans.")).toEqual(['block']);
    expect(rules('Muslims will not be able to rent here.')).toEqual([
      'mention-cannot-live-here/religion block',
    ]);
    expect(outcome('Pets cannot stay here.')).toEqual([]);
    expect(outcome("Students can't live here without a cosigner.")).toEqual([]);
  });

  it('reads a preference or priority given in any tense or voice', () => {
    expect(rules('Preference will be given to Christians.')).toEqual(['seek/religion block']);
    expect(outcome('Catholics get first priority.')).toEqual(['block']);
    expect(rules('We give priority to veterans.')).toEqual(['seek/military_status warn']);
    expect(rules("We'd prefer that the tenant be white.")).toEqual(['prefer-be/race block']);
    expect(outcome("We'd prefer that the trim be white.")).toEqual([]);
  });

  it('reads a class asked of the reader or the household as an inquiry, unless a statement answers it', () => {
    expect(rules('Are you Christian?')).toEqual(['mention-inquiry/religion block']);
    expect(outcome("Is anyone in your household deaf? If so, this unit won't work.")).toEqual(['block']);
    expect(outcome('Do you have kids?')).toEqual(['block']);
    expect(outcome("Do you have kids? You'll love the yard.")).toEqual([]);
    expect(outcome('Do you speak Spanish?')).toEqual([]);
    expect(outcome('Do you have a service animal?')).toEqual([]);
    expect(outcome('Are you a veteran?')).toEqual([]);
    expect(outcome('Bring your walker? No need, it is all one level.')).toEqual([]);
    expect(rules('How many children do you have?')).toEqual(['inquiry-children/familial_status block']);
    expect(rules('Where were you born?')).toEqual(['inquiry-origin/national_origin block']);
    expect(rules('What is your gender identity?')).toEqual(['inquiry-gender-identity/gender_identity block']);
    expect(outcome('Where are you moving from?')).toEqual([]);
  });

  it('names impairments, stages of childhood, decades of age and parents by their children', () => {
    expect(outcome('No people with autism.')).toEqual(['block']);
    expect(outcome('Tenants with epilepsy should look elsewhere.')).toEqual(['block']);
    expect(outcome('No preschoolers.')).toEqual(['block']);
    expect(outcome('No parents of young children.')).toEqual(['block']);
    expect(outcome('No grandparents raising grandkids.')).toEqual(['block']);
    expect(outcome('No folks in their 70s.')).toEqual(['block']);
    expect(outcome("No people who don't speak English.")).toEqual(['block']);
    expect(outcome('No people who use walkers.')).toEqual(['block']);
    expect(outcome('Perfect for walkers and joggers.')).toEqual([]);
    expect(outcome('Near the cancer center and the autism therapy clinic.')).toEqual([]);
  });

  it('never reads a common word as a misspelt class word', () => {
    expect(outcome('Only a little work needed.')).toEqual([]);
    expect(outcome('New addition with a separate guest suite.')).toEqual([]);
    expect(outcome('Our agents follow the Code of Ethics.')).toEqual([]);
  });

  it('reads an answer that refuses, a group "not something the owner is open to", and Portuguese', () => {
    expect(outcome('FAQ: Can Muslims apply? Unfortunately not.')).toEqual(['block']);
    expect(rules('Kids are not something the owner is open to.')).toEqual([
      'mention-not-open-to/familial_status block',
    ]);
    expect(outcome('Pets are not something the owner is open to.')).toEqual([]);
    expect(outcome('Não aceitamos crianças.')).toEqual(['block']);
    expect(outcome('Proibido fumar. Sem HOA.')).toEqual([]);
  });

  it('reads the families free wording showed: keys, options withdrawn, disapproval, reserving, no-X homes', () => {
    expect(outcome("He won't hand the keys to anyone with a service dog.")).toEqual(['block']);
    expect(outcome("We got burned by Section 8 once, so that's off the table.")).toEqual(['block']);
    expect(outcome('The HOA frowns on families with young kids.')).toEqual(['block']);
    expect(outcome('Our tenants were all Korean and the owner would like to keep it that way.')).toEqual([
      'block',
    ]);
    expect(outcome('We reserve this studio for people without dependents.')).toEqual(['block']);
    expect(outcome('Not a fit for anyone on disability.')).toEqual(['block']);
    expect(outcome('A no-kids building.')).toEqual(['block']);
    expect(outcome('Must not require accommodations for a disability.')).toEqual(['block']);
    expect(outcome('The HOA frowns on parking on the lawn.')).toEqual([]);
    expect(outcome('Lowball offers are off the table.')).toEqual([]);
    expect(outcome('We reserve this spot for the moving truck.')).toEqual([]);
  });
});
