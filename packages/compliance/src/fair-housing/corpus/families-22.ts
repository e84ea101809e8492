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

# Quid pro quo harassment (24 CFR §100.600(a)(2); 42 U.S.C. §3604(b)).
block sex cfr100600 | Rent negotiable for a tenant who is friendly with the owner.
block sex cfr100600 | First month free if you spend some time with me.
block sex cfr100600 | Deposit can be waived in exchange for personal favors.
block sex cfr100600 | Be sweet to me and the rent stays low.
block sex cfr100600 | Single ladies, we can work something out on the rent, wink.
ok - cfr100600 | Friendly owner on site, rent includes heat and water.
ok - cfr100600 | Rent reduced in exchange for mowing and snow removal.
ok - cfr100600 | We can work something out on the lease start date.
ok - cfr100600 | Spend time with friends by the fire pit; deposit one month.

# Religious membership as a condition (42 U.S.C. §3604(a), (c); §3607(a) is narrow).
block religion fha3607a | Purchasers must be registered members of St. Anne's parish.
block religion fha3607a | Proof of membership in Temple Beth El is required to apply.
block religion fha3607a | Baptism record required for all adult occupants.
block religion fha3607a | Please attach a reference from your priest.
block religion fha3607a | Lots are reserved for members of Calvary Chapel.
ok religion fha3607a | Steps to St. Anne's church and the parish school.
ok - fha3607a | Owners must be members in good standing of the homeowners association.
ok - fha3607a | Proof of renters insurance required before move-in.
ok religion fha3607a | Beautiful former chapel converted to a loft, stained glass intact.

# Lawful HOPA statements (42 U.S.C. §3607(b); 24 CFR §100.304-100.307) and amenity descriptions (HUD 1995).
ok familial_status hopa | Maple Court is a 55+ community: at least one resident of each home must be 55 or older.
ok familial_status hopa | Lakeside is a 62-and-over community under HUD's housing for older persons rules.
ok familial_status hopa | At least 80 percent of occupied homes have a resident aged 55 or older.
warn familial_status hopa | Seniors preferred, close to the library.
ok familial_status hud1995 | Family-friendly splash pad steps from the front door.
ok familial_status hud1995 | Kid-friendly floor plan with a fenced backyard.
ok familial_status hud1995 | The complex has a family-friendly pool and a tot lot.
warn familial_status hud1995 | Kid-friendly neighborhood with great schools.

# People described, and a wish that it stay so (24 CFR §109.20(a), §100.70(c), §100.75(c)(3)).
block familial_status cfr10070 | The cul-de-sac is mostly retirees, and we like it that way.
block religion cfr10070 | Our block is churchgoing folks and we intend to keep it that way.
block national_origin cfr10070 | It's an Italian neighborhood, you'll fit right in.
block familial_status cfr10070 | Lots of young professionals on this street, you'll feel right at home.
warn familial_status cfr109 | Mostly young families on this street.
block familial_status hud1995 | Mature tenant wanted for the garden unit.
ok - cfr10070 | Quiet cul-de-sac, and we like it that way.
ok - cfr10070 | Cozy den with a fireplace, you'll feel right at home.
ok - cfr109 | Lots of storage, mostly new appliances, trees all around.
ok familial_status cfr109 | Lots of kids activities at the community center.

# Marital status with a profession or a tenant (state class: the jurisdiction table decides).
warn marital_status@CA state | Ideal for a single professional, close to downtown.
block marital_status@NY state | Single professional wanted for the top-floor studio.
warn marital_status@NJ state | Perfect for a married professional who works from home.
ok marital_status@CA state | Single-family home, perfect for a professional who works from home.
ok marital_status@NY state | Single car garage and a single-level layout.
`);
