import type { Draft } from './findings';

/**
 * The religious-organisation exemption, when the text states its conditions: 42 U.S.C. §3607(a) lets a
 * religious organisation (or a non-profit it runs) limit the sale, rental or occupancy of dwellings it
 * owns or operates "for other than a commercial purpose" to persons of the same religion, or give them
 * preference, "unless membership in such religion is restricted on account of race, color, or national
 * origin". A text that says both (the housing is non-commercial and membership is open regardless of
 * race, colour or national origin) states a lawful preference, so its religion findings about
 * membership go. Either half alone is not enough: a commercial complex's "members of our church first"
 * still blocks, and so does a non-commercial retreat that says nothing of who may join.
 */
const NON_COMMERCIAL =
  /\b(?:non[- ]?commercial|not (?:operated |run )?for (?:a )?commercial (?:purposes?|gain)|for other than (?:a )?commercial purposes?|not for profit|non[- ]?profit)\b/i;
// "Membership is open to all regardless of race", or the members given priority "whatever their race or
// national origin": either says membership is not restricted by race, colour or national origin.
const OPEN_MEMBERSHIP =
  /\bmembership (?:is |remains )?(?:open to (?:all|anyone|everyone|any person)|not restricted|never restricted|unrestricted)\b[^.;]{0,40}?\b(?:regardless of|on account of|by|because of|without regard to) (?:race|colou?r|national origin)\b|\b(?:members?|congregation|congregants|parishioners)\b[^.;]{0,40}?\b(?:whatever|regardless of|irrespective of|without regard to) (?:their |his |her )?(?:race|colou?r|national origin)\b/i;
// What a membership finding names: the members, the congregation, proof of belonging.
const MEMBERSHIP = /\b(?:members?|membership|congregation|congregants?|parishioners?|parish)\b/i;

// A religious order's own house for its vowed members (a convent, friary, motherhouse, "the Sisters of Mercy
// residence") is non-commercial by what it is: §3607(a) covers dwellings a religious organisation operates
// for other than a commercial purpose, and HUD's 1995 memo lets such housing state the limitation. Its
// members are the order's, not a church's open membership, so no race-colour-origin clause is expected.
const ORDER_HOUSE =
  /\b(?:convent|friary|monastery|abbey|priory|motherhouse|mother house|novitiate|rectory|parsonage|clergy house|(?:(?:sisters|brothers|daughters|fathers|little sisters|poor clares|order|society|congregation) of (?:the )?[a-z]+(?: [a-z]+)?) (?:residence|house|home|community|convent))\b/i;
const ORDER_MEMBERS =
  /\b(?:vowed|professed|consecrated|ordained|avowed) (?:members|religious|sisters|brothers|women|men)\b|\bmembers of (?:the|our|this) (?:order|congregation|community|religious community|institute)\b|\b(?:nuns|friars|monks|priests|clergy|seminarians|novices)\b/i;

/** Whether the text states both conditions of the §3607(a) exemption. */
export const religiousExemptionStated = (text: string): boolean =>
  (NON_COMMERCIAL.test(text) && OPEN_MEMBERSHIP.test(text)) ||
  (ORDER_HOUSE.test(text) && ORDER_MEMBERS.test(text));

/** The drafts without religion findings about membership where the exemption is stated. */
export const dropReligiousExemption = <D extends Pick<Draft, 'category' | 'phrase'>>(
  text: string,
  drafts: D[],
): D[] =>
  religiousExemptionStated(text)
    ? drafts.filter((d) => !(d.category === 'religion' && MEMBERSHIP.test(d.phrase)))
    : drafts;
