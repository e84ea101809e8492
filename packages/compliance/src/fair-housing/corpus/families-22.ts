import { parseCorpus } from './corpus';

/**
 * Issue 22's English families, written for the rules built against them (none copied from a blind
 * set): digit-for-letter spellings, quid pro quo harassment, religious membership as a condition, HOPA
 * statements and amenity descriptions that are lawful, people descriptions with a wish that they stay,
 * and marital status in "ideal for"; about two in five are look-alikes that must stay ok.
 */
export const FAMILIES_22 = parseCorpus(`
# Digit-for-letter and OCR spellings (HUD 1995 memo: the statement, not its spelling).
block familial_status hud1995 | Cute bungalow, sorry n0 chi1dren.
block familial_status hud1995 | Adu1ts on1y, quiet bui1ding.
block handicap hud1995 | Whee1chairs not permited in the unit.
block race hud1995 | B1ack tenants need not app1y.
block familial_status hud1995 | N0 fami1ies with k1ds.
ok - hud1995 | Unit 1A, 2BR/1BA, $1,900 a month, 3-bedroom layout nearby.
ok - style | Bui1t in 1991, fami1y room, master suite, no pets.
ok - hud1995 | Apt 11B on the 1st floor, on1y 5 minutes to the train.
`);
