import { parseCorpus } from './corpus';
import { REVIEW_34_B } from './review-34-b';

/**
 * Review set 34, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), the header of review-33 up to
 * `export const REVIEW_33` (no sentence) and its last 10 lines (the FIRST_MEASURE_33 shape), the comment headers
 * of review-32 and review-31 (no sentence, to see which shapes were used), the category lists in @pp/contract,
 * the `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed
 * by a one-line script). Every sentence was written by hand and none was run through the checker; the counts and
 * the state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels follow review-33's conventions: an explicit preference, limitation, exclusion or different terms by a
 * class is block, here mostly said indirectly ("I don't think a Black family would be comfortable there", "not
 * sure Elm Ridge is the right fit for them", "would feel more comfortable renting to", "isn't practical for
 * little ones", "probably not worth your time", "the owner is leaning another way", "would a ... really be
 * happy", a class-only fee, deposit, insurance rider or sign-in rule); a description of who lives there or who
 * the home suits ("predominantly white", "everyone looks alike", "hasn't changed much demographically", "a
 * working woman would love this place", "a real guy's retreat", "more of a couple's place", "a pretty youthful
 * crowd", "parents of young kids usually pass on it") is warn; what HUD's 1995 Achtenberg memo calls acceptable,
 * and its look-alikes, is ok. Sources: 42 U.S.C. 3604(c) (words, posts, voicemails), 3604(b) (iftar gatherings
 * charged a deposit, a male relative as emergency contact for women alone, strollers barred from common areas,
 * an umbrella policy for households with children under 12, English-only notices to Somali families, a double
 * deposit for the foreign-born, extra references by descent, a pet-deposit waiver by complexion), 24 CFR 100.70
 * (tours routed by race, a kosher household, Indian buyers, "lady buyers", a family of five), 100.80 ("say the
 * list is closed", "someone put a deposit down this morning", "say the rest are taken"), cfr100 for 100.203-
 * 100.204 (a ramp denied for looks, a fee for a live-in aide: block; a chairlift approved, a 504-style hold of
 * an accessible unit, braille and large print: ok), 100.202 (medication lists, SSDI stability letters), 100.600
 * (rent traded for a visit), 3602(k) ("are you pregnant?": block; a baby added to the lease: ok), 3607(a) (a
 * Lutheran retreat's cottages for its congregation: ok), FHEO-2020-01 and HUD/DOJ 2004 (an insurance rider for a
 * support animal, service animals kept out of common areas: block; a therapist's note accepted, a guide dog at a
 * showing: ok), HUD 2016 LEP and national-origin guidance (tours in Spanish, any-language applications, foreign
 * rent receipts, any country's passport: ok), HUD 2016 nuisance guidance (locks re-keyed for a protective order:
 * ok), Keating (one person per bedroom with no opposite-sex siblings sharing: block; the county's square-footage
 * code: ok), HOPA (a grandkids FAQ for a 55+ community, a 55+ community in Portuguese: ok). Roommates.com (9th
 * Cir. 2012), key fha3604c: a housemate limited by sex, religion, orientation or children in the author's own
 * home is ok; a basement apartment with its own entrance, a guest house, a 4BR the author does not live in and a
 * summer sublet of a whole place are dwellings of their own, so a limitation there is block. Look-alikes, all ok:
 * Rosa Parks Transit Center, Whitney Avenue brownstone, blackberry bushes and a white picket gate, Alabaster and
 * Tricorn Black, Brown's Creek and Whitestone, tinted windows, branco gelo, a Quaker meeting house, Bethlehem
 * Pike, a meditation room, Ladyfern Drive and the Boys & Girls Club, owner's suite, master bedroom, walk-in
 * closets, single-level living, family room, mother-in-law suite, bachelor apartment and bachelor pad, a senior
 * discount at a café and a pharmacy, Armory Street and the VFW hall, a Dutch door and a Japanese soaking tub.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Twelve pairs in
 * states review-32 and review-33 did not pair, the same sentence with only the city and state changed, block
 * where the state protects the class and warn where it does not: source of income DE/AL, ME/NH, ND/SD (Spanish);
 * marital status MT/WY, AK/NE, DE/KY (Spanish); age WI/IA, HI/NV (Spanish), DC/LA; military status WA/OR, IL/MO,
 * CA/AZ (Spanish). Other refusals in protecting states block (a double deposit for program tenants MN, General
 * Assistance "leaning another way" VT, wages-only income RI, a divorce decree NH, a co-signer over 65 MI).
 * Descriptions in protecting states are warn (salaried staff "rather than program tenants" NJ, "not many
 * assistance folks" WI, mostly married couples MI, a youthful crowd NY); "does not participate in the Housing
 * Choice Voucher program" in TX warns. Sexual orientation and gender identity (US row, HUD 2021) sit in states
 * that also protect them by statute (NV, NM, IA, MD, UT, ME; VA, VT, HI, DE, NH, NJ).
 *
 * Shapes: 79 of the 207 lines (38%) are two to four sentences of listing copy, emails, texts or voicemail
 * transcripts with one clause carrying the class; voices are property-management policies and criteria, HOA
 * minutes, Nextdoor and Facebook posts, Zillow-style descriptions, texts between agents and owners, Slack notes,
 * voicemail transcripts, FAQ answers and leasing replies. The class is often carried by implication, hedging or
 * advice ("I'd gently suggest your client keep looking", "just something to think about", "if you catch my
 * drift", "save yourself the application fee"), a rhetorical question or a polite refusal. 41 lines (20%) in
 * other languages: Spanish 17, Portuguese 5, French 4, Chinese 3, Korean 2, Vietnamese 2, Russian 2, Arabic 2,
 * Tagalog 2, Haitian Creole, Hindi. Shapes overlapping earlier sets' headers (kept for the class count): a ramp
 * denied (review-31), 55+ HOPA statements, a gay or same-sex housemate in the author's home.
 *
 * Counts: 207 sentences, 80 block, 44 warn, 83 ok (40.1% ok). By class (block/warn/ok): race 7/4/5, color
 * 3/3/4, religion 6/3/7, sex 7/4/6, handicap 12/3/12, familial status 13/5/9, national origin 9/3/8, source of
 * income 6/6/4, marital status 4/4/3, age 4/4/3, military status 3/3/3, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/15.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_34) at 7ba0169, with every rule
 * up to fh33a/fh33b's (tuned on review-33) and neg's: 53.2 / 43.8 / 1.2, the lowest first measure so far (longer
 * texts, indirect wording, eleven languages). Nobody has tuned on it; do not tune on it without saying so here.
 * TUNED ON since 87f2a3c (helper fh34c): 71.8 / 62.5 / 1.2. No longer blind.
 * TUNED ON since 796e1668 (helper fh34a): 64.5 / 58.8 / 1.2. No longer blind.
 * TUNED ON since fa44d07d (helper fh34b): 63.7 / 62.5 / 1.2. No longer blind.
 */
const REVIEW_34_A = parseCorpus(`
# race
block race cfr10070 | Voicemail transcript: "Hi, this is Doug returning your call about the duplex on Fenwick. Look, I'll be straight with you, the neighbors on that block have, uh, certain expectations, and I don't think a Black family would be comfortable there. I'd point you toward Eastgate instead. Call me back."
block race cfr10080 | Text from the owner: "Saw the ID scan, she's Black. Tell her there's a deposit pending even though there isn't one."
block race fha3604b | HOA minutes, item 4: after discussion, the board voted that guests of the two Black households on Magnolia Court must sign in at the gate. No change for other residents' guests.
block race fha3604c | Nextdoor: Don't want to sound racist, but after the last two tenants I'm only renting my garden unit to white folks from now on. Mods, delete if you want.
block race cfr10070 | Slack from the leasing manager: when the Asian couple comes at 3, walk them through Tower B only. Owner wants Tower A kept the way it is, you know how it is.
block race fha3604c | Respuesta a su consulta: ¡Gracias por escribir! Antes de agendar, una pregunta: ¿ustedes no son afroamericanos, verdad? El dueño es muy especial con eso.
block race fha3604b | Policy 7.3 (draft): applicants of African descent provide two additional landlord references; everyone else provides one.
warn race fha3604c | Charming 2BR bungalow on a tree-lined street. The neighborhood is predominantly white and very established, with long-time owners who take pride in their yards. Walk to the farmers' market on Saturdays.
warn race fha3604c | Renting my condo in the Buckhead area! Mostly Caucasian complex, super quiet, lots of young professionals. DM me for pics.
warn race fha3604c | Email: Lakeview is very homogeneous, if you know what I'm getting at, the kind of place where everyone looks alike and knows each other's business.
warn race fha3604c | This is one of the last neighborhoods in town that hasn't changed much demographically since the sixties. Same kind of families on every porch.
ok race hud1995 | Two blocks from the Rosa Parks Transit Center and the African American Heritage Museum, with a protected bike lane the whole way downtown.
ok race fha3604c | We are an equal housing opportunity provider and welcome applicants of every race, color and background. Tours daily at 10 and 4.
ok race hud1995 | Restored 1890s brownstone on Whitney Avenue with original plaster medallions and pocket doors.
ok race cfr100 | Every leasing agent completes fair housing training each January; you can reach HUD's complaint line at 1-800-669-9777.
ok race hud1995 | Blackberry bushes along the back fence and a white picket gate out front; the garden beds get full sun.
# color
block color fha3604c | Text: She seemed nice, but she's really dark-skinned and the owner told me nobody darker than a paper bag. Can you let her down easy?
block color cfr10080 | Showing notes: light-skinned applicants get the full availability list. Darker applicants, mention only 4F facing the highway.
block color fha3604b | Draft goodwill policy: tenants with a "fair complexion" will have the pet deposit waived this spring.
warn color fha3604c | Studio in a building where most folks are fair-skinned and keep to themselves. $1,150, heat included.
warn color fha3604c | The block has a certain "lighter" character that buyers from the north side tend to appreciate.
warn color fha3604c | El edificio es muy tranquilo y la mayoría de los inquilinos son de piel clara. Incluye agua y gas.
ok color hud1995 | Freshly painted in Alabaster with a Tricorn Black front door and oil-rubbed bronze fixtures.
ok color hud1995 | Backs onto Redtail Ridge, a short walk to Brown's Creek Park and the Whitestone library branch.
ok color style | Light-filled corner unit with tinted windows on the west side to cut the afternoon glare.
ok color hud1995 | Paredes em branco gelo e piso de madeira escura, tudo reformado em 2024.
# religion
block religion fha3604c | Looking for a Christian tenant for our rental house on Birch! We just feel more at peace with believers living there. Not trying to offend anyone!!
block religion cfr10070 | Email: I noticed your clients keep kosher. Honestly, I'm not sure Elm Ridge is the right fit for them; there's no synagogue nearby and the HOA can be particular. I have a lovely option in Forest Hills I'd love to show instead.
block religion fha3604b | HOA minutes: motion passed 4-1 that iftar gatherings in the clubhouse during Ramadan require a $300 security deposit. Holiday parties for other residents remain free.
block religion fha3604c | Voicemail transcript: "...and just so you know, the owners are LDS and they'd really prefer someone who shares their values, so if that's not you, probably save yourself the application fee."
block religion cfr10080 | Text: Hijab lady is coming at 2. Just say we've got multiple applications and the list is closed.
block religion fha3604c | نعتذر، الشقة غير متاحة لغير المسلمين. الرجاء عدم الاتصال إذا كنت من ديانة أخرى.
warn religion fha3604c | Sunny ranch in a tight-knit, church-going neighborhood where most families attend First Baptist on the corner.
warn religion fha3604c | Our cul-de-sac is mostly Catholic families, so you'll see lots of folks walking to St. Agnes on Sunday mornings. Great community feel.
warn religion fha3604c | Le quartier convient surtout à des familles juives pratiquantes, la synagogue est à deux pas.
ok religion fha3607a | The Lutheran retreat center's guest cottages are offered only to members of its congregation attending retreats; they are not rented commercially.
ok religion fha3604c | I'm renting a bedroom in the home I live in and would like a fellow Muslim housemate, since we'll share the kitchen and the prayer space.
ok religion fha3604b | Any resident can book the community room for a private event: birthdays, baby showers, Bible study, Diwali, you name it. Just use the portal.
ok religion hud1995 | Converted 1920s Quaker meeting house, now three loft condos with exposed trusses and 20-foot ceilings.
ok religion hud1995 | Townhome on Bethlehem Pike, ten minutes to the Chestnut Hill train.
ok religion fha3604b | Happy to move your move-in date if it falls on a Sabbath or a religious holiday; just let us know.
ok religion cfr100 | 건물 1층에 작은 명상실이 있으며 모든 입주자가 자유롭게 이용할 수 있습니다.
# sex
block sex fha3604c | Room in a 4BR house I own (I live across town). The three current tenants are guys, so we're looking for another male to keep the balance.
block sex cfr100600 | Text from the landlord: Rent's late again but maybe we can work something out if you come by tonight. Alone. Wear something nice.
block sex fha3604c | Email: I'd gently suggest your client keep looking. The owner has had bad luck with single moms, and honestly it would be a long shot.
block sex fha3604b | Move-in checklist: women applying alone must give the name of a male relative as emergency contact before keys are released.
block sex cfr10070 | Showing plan: I'm not taking the lady buyers to the Eastside lofts, too many stairs and the area's rough at night. She'll feel safer in the gated community.
block sex fha3604c | Basement apartment with its own entrance, kitchen and bath. Female tenants only; no men, and no boyfriends staying over.
block sex fha3604c | Paupahan sa Quezon Ave, Daly City: babae lang ang tatanggapin, hindi puwede ang lalaki.
warn sex fha3604c | Cute studio with tons of closet space and a makeup vanity. A working woman would love this place.
warn sex fha3604c | Rugged cabin with a workshop and a gun rack, a real guy's retreat.
warn sex fha3604c | Heads up, the building on Pine is basically all women right now, very quiet and very clean.
warn sex fha3604c | Departamento pequeño, cerca de la universidad, ideal para una señorita estudiante.
ok sex hud1995 | Owner's suite has two walk-in closets and a soaking tub; linen closet in the hall.
ok sex fha3604c | Text: I'm a woman renting one bedroom in the condo where I live, and I'm looking for a female roommate since we'd share the bathroom.
ok sex hudNuisance2016 | We re-key the locks within 24 hours at no cost for any tenant who gives us a protective order.
ok sex hud1995 | Gentle-slope lot on Ladyfern Drive, across from the Boys & Girls Club.
ok sex fha3604c | Both co-applicants, whatever their gender, are screened on the same income and credit criteria.
ok sex cfr100 | Aceitamos inquilinos de qualquer gênero; os critérios de renda são os mesmos para todos.
# handicap
block handicap fha3604c | Lovely 2nd-floor walk-up. Since there's no elevator, we honestly don't think it would work for anyone in a wheelchair or who uses a cane, so please keep that in mind before applying.
block handicap cfr100202 | Application, page 3: please list every prescription medication taken by each household member.
block handicap fheo202001 | Email: We can allow the support animal, but only if you carry renter's insurance with a $300,000 liability rider naming us. Other tenants don't need one, but this is different.
block handicap cfr100 | HOA minutes: the request from unit 14 to put a ramp at the front step, at the owner's cost, was denied because it "changes the look of the building." The owner may ask again next year.
block handicap fha3604c | Voicemail transcript: "Hey, so about your son, is the autism thing, um, severe? The other tenants work from home and it's a pretty quiet building, I'm just not sure he'd be happy here."
block handicap cfr100202 | Criteria: applicants receiving SSDI must show a doctor's statement that their condition is stable.
block handicap fha3604c | Renting out my mom's old house. No mental health issues please, been burned before.
block handicap cfr10080 | Text: The guy's deaf so I'm just going to email him the ground-floor unit by the dumpsters and say the rest are taken.
block handicap fha3604c | Cozy two-bedroom, 1,100 sq ft, new carpet. Not suitable for persons with disabilities.
block handicap hudDojRa2004 | Community rules: service animals must stay in the resident's unit and may not go into the lobby, pool or fitness center.
block handicap cfr100 | A resident who needs a live-in aide pays an extra-occupant fee of $150 a month.
block handicap fha3604c | Сдаётся квартира. Инвалидов и людей с психическими расстройствами просьба не беспокоить.
warn handicap fha3604c | Three flights of stairs will keep you fit; best for active, able-bodied folks.
warn handicap fha3604c | This is a great home for someone healthy and independent who doesn't need any help around the house.
warn handicap fha3604c | Nuestro edificio está lleno de gente joven y sana; casi nadie usa silla de ruedas ni bastón.
ok handicap cfr100 | Zero-step entry, 36-inch doorways, a roll-in shower, lever handles and a lowered section of kitchen counter.
ok handicap hudDojRa2004 | Reply: Thanks for sending the note from your therapist. Your support animal request is approved as of today, and nothing else is needed from you.
ok handicap cfr100 | HOA minutes: the board approved Mrs. Delgado's request to install a chairlift on the shared stairwell at her expense and waived the architectural review fee.
ok handicap hud1995 | Walk-in closets in both bedrooms, and a short walk to the farmers' market and the riverfront.
ok handicap cfr100 | Unit 1A has a roll-in shower. If no applicant who needs those features applies within 30 days, it goes to the next person on the waitlist, who agrees to move if an applicant who needs it later applies.
ok handicap cfr100 | Large-print and audio versions of the lease are available at the leasing office.
ok handicap hud1995 | Single-level living: everything is on one floor, with no steps inside.
ok handicap hudDojRa2004 | Text: Yep, your guide dog can come to the showing, no problem. See you at 5!
ok handicap cfr100 | Aceptamos solicitudes de adaptaciones razonables en cualquier momento, por ejemplo un estacionamiento más cerca de la entrada.
ok handicap cfr100 | Căn hộ tầng trệt có lối vào cho xe lăn và phòng tắm có tay vịn.
ok handicap cfr100 | The elevator has braille buttons and announces each floor aloud.
# familial status
block familial_status fha3604c | Beautiful 1BR with a balcony. Owner is looking for a quiet couple or a single person; unfortunately the layout just isn't practical for little ones.
block familial_status keating1998 | Occupancy: one person per bedroom, and children of the opposite sex may not share a bedroom.
block familial_status fha3602k | Text: Are you pregnant? I only ask because the unit below is an elderly couple and the floors are thin.
block familial_status fha3604b | HOA minutes: strollers and kids' bikes may not be kept in any common area; adults' bikes may continue to use the garage rack.
block familial_status fha3604c | Subletting my place for the summer! Would really prefer no kids since I've got glass furniture and white carpet.
block familial_status cfr10070 | Email: With three kids you'd be better off in the Meadows. Brookside is mainly retirees and, honestly, they can be grumpy about noise, so I'll skip showing you that one.
block familial_status fha3604c | Adult-oriented community (not 55+). Quiet hours strictly enforced.
block familial_status fha3604b | Lease addendum: tenants with children under 12 must carry an extra $1 million umbrella liability policy.
block familial_status cfr10080 | Voicemail transcript: "Hi, yes, the three-bedroom is still... oh, you have four kids? Ah. Actually, I think someone put a deposit down this morning. Sorry about that."
block familial_status fha3604c | Se renta casa de 2 recámaras, solo para parejas sin hijos.
block familial_status fha3604c | Alugo apartamento mobiliado no centro. Não aceitamos crianças.
block familial_status fha3604c | 两室一厅出租，不接受有小孩的家庭，谢谢理解。
block familial_status fha3604c | 조용한 건물이라 아이가 있는 가족은 정중히 사양합니다.
warn familial_status fha3604c | This is a quiet, mature building; most of the neighbors are empty nesters or working professionals.
warn familial_status fha3604c | Nice 1BR with a fireplace, really more of a couple's place.
warn familial_status fha3604c | Not a lot of kids on our street anymore, so it's quiet most evenings.
warn familial_status fha3604c | L'immeuble est surtout habité par des retraités et des couples sans enfants.
warn familial_status fha3604c | Email: It's on a busy road with no yard, so parents of young kids usually pass on it. Otherwise it's a great deal.
ok familial_status hud1995 | Family room off the kitchen opens onto a fenced yard; the bonus room upstairs could be an office or a playroom.
ok familial_status keating1998 | Occupancy follows the county code, based on the size of the sleeping areas: 70 sq ft for the first occupant and 50 for each additional one.
ok familial_status hopa | Q: Can my grandkids visit? A: Yes, guests of any age can stay up to 30 days a year. We're a HOPA-qualified 55+ community, so at least one permanent resident per home must be 55 or older.
ok familial_status fha3604c | I'm renting the spare room in the house I live in and I work nights, so I'm looking for a housemate without children.
ok familial_status hud1995 | Across from Maplewood Elementary and the public library's storytime room.
ok familial_status fha3604b | The playground and the pool are open to every resident, of any age, from 7 a.m. to 9 p.m.
ok familial_status hud1995 | Mother-in-law suite with a private entrance, great for guests or a home office.
ok familial_status fha3602k | Text: Congrats on the baby! Nothing changes with the lease; when the little one arrives, just add them to the occupant list.
ok familial_status hopa | Comunidade para maiores de 55 anos, qualificada pela lei federal HOPA: pelo menos um morador por casa deve ter 55 anos ou mais.
# national origin
block national_origin fha3604c | Rooms for rent. Must speak English fluently, no exceptions, no accents please.
block national_origin cfr10070 | Email: I usually don't show the Brierwood listings to folks from India. The HOA there has had issues about cooking smells, and I'd hate for you to feel unwelcome.
block national_origin fha3604b | Applicants born outside the United States pay first, last and a double security deposit.
block national_origin fha3604c | Text: Where's he from originally? If he's Mexican, tell him the owner won't do it.
block national_origin fha3604b | HOA minutes: management is to send violation notices only in English to the Somali families in Building C, because "they need to learn."
block national_origin fha3604c | Voicemail transcript: "I'm sure you're lovely, but my husband really prefers American-born tenants, so maybe try the complexes off Route 9?"
block national_origin fha3604c | No rentamos a centroamericanos; solo a personas nacidas aquí.
block national_origin hudLep2016 | 只租给会说流利英语的本地人，外国人勿扰。
block national_origin fha3604c | Nou pa lwe bay moun ki soti Ayiti. Mèsi pou konpreyansyon nou.
warn national_origin fha3604c | Quiet Italian neighborhood where everyone's been here for generations; you'll hear Sinatra from the porches on Sundays.
warn national_origin fha3604c | The complex is mostly Filipino nurses from the hospital, a super friendly group.
warn national_origin fha3604c | The neighbors are old-school and patriotic, so this is best suited to someone who's American through and through.
ok national_origin hudLep2016 | Se habla español, tiếng Việt y 한국어; lease translations are free on request.
ok national_origin hudNo2016 | No U.S. credit history? You can qualify with 12 months of rent receipts from any country.
ok national_origin hud1995 | Across from the Polish Cultural Center and the Ukrainian Village farmers' market.
ok national_origin hud1995 | Craftsman with a Dutch door and a Japanese soaking tub in the primary bath.
ok national_origin hudLep2016 | يمكن تقديم الطلب بأي لغة، ونوفر مترجماً مجاناً عند الحاجة.
ok national_origin hudNo2016 | Tous les candidats sont évalués selon les mêmes critères, quel que soit leur pays d'origine.
ok national_origin hudLep2016 | Voicemail transcript: "Hi, it's Lina from Parkside. I saw your note that English is your second language. No problem at all, we can do the whole tour in Spanish if you'd like. Call me back!"
ok national_origin hudNo2016 | आवेदन सभी के लिए खुला है; हम किसी भी देश के पासपोर्ट को पहचान पत्र के रूप में स्वीकार करते हैं।
`);

/** Review set 34: the lines above and the state-class, other-language and no-class lines of review-34-b.ts. */
export const REVIEW_34 = [...REVIEW_34_A, ...REVIEW_34_B];

/** First measure (lead, 7ba0169; nobody had tuned on this set): 66/124 caught, 35/80 blocked, 1/83 flagged. */
export const FIRST_MEASURE_34 = {
  commit: '7ba0169',
  violations_caught_pct: 53.2,
  exclusions_blocked_pct: 43.8,
  false_alarms_pct: 1.2,
} as const;
