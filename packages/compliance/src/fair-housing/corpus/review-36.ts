import { parseCorpus } from './corpus';
import { REVIEW_36_B } from './review-36-b';

/**
 * Review set 36, written blind. Its author read only corpus.ts (the line format and parseCorpus), the header
 * comment of review-35.ts (printed up to the line where its sentences start; none of its sentences), the two
 * `export` lines of review-35.ts and review-35-b.ts, the category lists in @pp/contract (listing.ts), and the key
 * names of SOURCES (printed by a one-line script, needed for valid source ids; no guidance text or rule was
 * read). No rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus sentence file was opened.
 * Every sentence was written by hand and none was run through the checker. Which states protect a state class is
 * the author's own reading of the state codes, not the project's jurisdiction table, so the lead should check the
 * @XX lines against that table before reading a miss there as the checker's fault.
 *
 * Labels follow review-35's conventions. block: an explicit preference, limitation or exclusion by a class, or
 * different terms (a double deposit for Black applicants, an iftar ban in the clubhouse, a scooter "wear fee", a
 * pet deposit on a service dog, a child deposit, a passport demanded for Hispanic surnames, $200 more for Chinese
 * tenants), steering (Eastgate vs. Maple Ridge, Building C for families, Cedar for Somali families, alley units
 * by complexion, a blind buyer kept out of a tower), a false "rented" or "pending", a question to the applicant
 * (medications and hospitalisation, "the kind of autism where he screams?", "where's your family from?", "how
 * many kids?", "are you two married?"), harassment (rent traded for a visit, a maintenance man's comments and
 * entries, staff who misgender a tenant) and retaliation or a provider's failure to act on a neighbor's slurs
 * (24 CFR 100.400 and 100.7). A room in a home the author does not live in is a dwelling of its own, so a limit
 * there is block. warn: a description of who lives there or who the home suits ("all-white neighborhood", "very
 * light-complexioned crowd", "la gente aquí es más bien güera", "mostly Orthodox Jewish families", "bachelor
 * pad", "best for an able-bodied tenant", "not a place for little ones", "pretty much all Korean families"), and
 * a blanket arrest-record bar (HUD 2016 criminal-records guidance, disparate impact, filed under race). ok: what
 * HUD's 1995 Achtenberg memo calls acceptable and look-alikes that use the same words harmlessly (family room,
 * walk-in closet, master bedroom, which the memo lists as acceptable; Christmas lights on the street, St. Mary's
 * Hospital, an English garden, black shutters and Whitehall Road, Brown University, Cathedral ceilings, Ladies'
 * Mile, Boystown, the Transit Center, jogging trails, a walk-up described), HOPA 55+ and 62+ statements with a
 * published policy, accessibility features, accommodations granted, a housemate limited by sex or orientation in
 * the author's own home (Roommates.com, 9th Cir. 2012), interpreters and translated leases, an ITIN accepted.
 * Sources: 42 U.S.C. 3604(b), 3604(c), 3602(k), 3607(a); 24 CFR 100.70, 100.80, 100.202, 100.203-100.204
 * (cfr100), 100.400, 100.600, 100.7; HUD 1995 Achtenberg memo; HOPA (42 U.S.C. 3607(b), 24 CFR 100.300-
 * 100.308); Keating memo 1998; HUD/DOJ 2004 and FHEO-2020-01 (assistance animals); HUD 2016 LEP, national-origin,
 * criminal-records guidance; HUD 2021 (sex includes sexual orientation and gender identity).
 *
 * State classes carry the state named in the sentence as @XX, block where the state protects the class and warn
 * where it does not; a description in a protecting state is warn. Pairs with only the city and state changed:
 * source of income CA/TX, NY/GA, NJ/FL (Spanish); marital status MN/TX, IL/AL (Portuguese); age NJ/FL, MI/GA
 * (Korean); military status NY/TN. State codes used: Cal. Gov. Code 12955 (FEHA), N.Y. Exec. Law 296(5), N.J.S.A.
 * 10:5-12 (LAD), RCW 49.60.222, Mass. G.L. c. 151B s. 4(10), C.R.S. 24-34-502, ORS 659A.421, 775 ILCS 5/3-102,
 * Minn. Stat. 363A.09, Mich. Comp. Laws 37.2502, Va. Code 36-96.3, Ohio Rev. Code 4112.02(H). Texas, Georgia,
 * Florida, Alabama and Tennessee have no such state protection for the class used; cities were picked outside the
 * local ordinances the author knows of (no Austin, Atlanta, Miami-Dade or Tampa). Criminal history has no class in
 * @pp/contract, so it appears only through HUD's 2016 guidance under race (one warn, one ok).
 *
 * Voices: texts and DMs in lower case, emails, call notes and screening notes, policy and clubhouse notices, a
 * lease addendum, tenants' complaints, roommate posts, comment replies, listing copy of two to four sentences
 * (69 of the 180 lines have two or more sentences). 33 lines (18%) in 11 other languages: Spanish 7, Korean 5,
 * Portuguese 4, Chinese 3, and two each of Vietnamese, Tagalog, Arabic, Russian, French, Haitian Creole, Polish.
 *
 * Counts, checked by a script that imports only this file (parseCorpus's output): 180 sentences, 70 block,
 * 40 warn, 70 ok. By class (block/warn/ok): race 7/4/6, color 3/3/4, religion 6/3/6, sex 7/4/5, handicap 11/3/10,
 * familial status 10/5/9, national origin 9/4/7, source of income 5/4/3, marital status 3/3/2, age 3/3/3,
 * military status 2/2/2, sexual orientation 2/1/2, gender identity 2/1/2, no class 0/0/9.
 * TUNED ON in session 19 (h-fh36): after = 72.7 / 74.3 / 2.9 (from 63.6 / 60.0 / 2.9)
 */
const REVIEW_36_A = parseCorpus(`
# race: block
block race fha3604c | hey saw your application. just being honest, the owner wants to keep the duplex white like the rest of the block, sorry
block race cfr10080 | When the Black couple from Tuesday calls back, tell them the 2BR is taken and don't offer anything else until the Hendersons sign.
block race fha3604b | Black applicants pay a double security deposit on the Elm Street units; everyone else pays the standard one.
block race cfr10070 | Honestly you'd feel more at home over in Eastgate, there are more Black families there. Maple Ridge is pretty much all white and they like it that way.
block race cfr100400 | If you keep having your Black friends over on weekends I'm not renewing your lease. Consider this your warning.
block race fha3604c | Room for rent in a 3BR house I own (I don't live there). White tenants only, no drama.
block race cfr1007 | Someone keeps leaving notes with the n-word on my car in the lot. I've told the office four times and they say it's between neighbors and they won't get involved.
# race: warn
warn race fha3604c | Quiet cul-de-sac in a traditional, all-white neighborhood. Great schools and big lawns, a rare find.
warn race fha3604c | lol just fyi before you tour, the street is basically all Asian families now
warn race fha3604c | Gorgeous craftsman on a street that stayed old Bayside while the rest of the city changed, if you know what I mean.
warn race hudCriminal2016 | Screening policy: no applicant with any arrest on record, no exceptions and no look-back limit.
# race: ok
ok race hud1995 | Three blocks from the Martin Luther King Jr. Library and the Black Heritage Museum, with a bus stop on the corner.
ok race hud1995 | Two-tone exterior with white trim and black shutters, in the historic Freedmen's Town district.
ok race fha3604c | Yes, the unit is open to anyone who meets the written criteria. Neither the owner nor I take race into account.
ok race hudCriminal2016 | We look only at convictions from the last five years, and every applicant with a record can give us context and references before we decide.
ok race hud1995 | Whitehall Road colonial with black granite counters and white shaker cabinets.
ok race fha3604c | We are pledged to the letter and spirit of U.S. policy for equal housing opportunity regardless of race, color, religion, sex, handicap, familial status or national origin.
# color: block
block color fha3604c | owner says light-skinned applicants only for the garden unit, he's picky about that
block color cfr10070 | Darker-skinned tenants get the units facing the alley. Keep the street-facing ones for the fair folks, it looks better from the road.
block color cfr100400 | The super keeps saying my son is too dark to be out at night and told us to use the back door. When I complained he raised our rent.
# color: warn
warn color fha3604c | Charming bungalow on a street of fair, Nordic-looking neighbors who keep their yards immaculate.
warn color fha3604c | this building has a very light-complexioned crowd, just so you know the vibe
warn color fha3604c | Vecindario tranquilo y limpio, la gente aquí es más bien güera.
# color: ok
ok color hud1995 | Freshly painted in charcoal and bright white, with dark walnut floors throughout.
ok color hud1995 | Red Brick Row townhome near the Brown University shuttle.
ok color hud1995 | The lighter-colored unit faces south and gets more sun; the darker one stays cooler in summer.
ok color hud1995 | 흰색 외벽과 검은색 창틀의 새 타운하우스, 지하철역 도보 5분.
# religion: block
block religion fha3604c | Sunny 1BR two blocks from the synagogue. Christian household preferred, the owner is a deacon and lives out of state.
block religion fha3604b | Clubhouse notice: residents who observe Ramadan may not use the clubhouse after 8 pm for iftar dinners. Other holiday gatherings are fine.
block religion cfr10080 | I told the Sikh guy with the turban it was rented. It isn't, I just don't want the hassle.
block religion cfr1007 | A neighbor taped a note to our door calling us terrorists. The manager said well, what did you expect with the headscarf, and he won't do anything.
block religion fha3604c | Сдаю квартиру только православным. Мусульман и евреев прошу не беспокоить.
block religion fha3604b | Lease addendum for 12A: tenants may not hold Bible studies or religious meetings in the unit. (Only for the Witness family, the other units keep the standard guest policy.)
# religion: warn
warn religion fha3604c | Lovely colonial in a devout Catholic parish neighborhood, everyone walks to Mass on Sunday morning.
warn religion fha3604c | This complex is mostly Orthodox Jewish families, so it's very quiet on Saturdays.
warn religion fha3604c | Condomínio de gente evangélica, muito tranquilo e familiar.
# religion: ok
ok religion hud1995 | Walk to St. Mary's Hospital, the Temple Beth El preschool and the Saturday farmers market.
ok religion hud1995 | Christmas lights on the street every December are a local tradition; the whole block goes all out.
ok religion fha3607a | The parsonage apartments of Grace Lutheran are reserved for its ministers; membership in the congregation is open to all.
ok religion cfr100 | Of course you can put a mezuzah on the doorframe. Use small screws and we'll patch the holes at move-out, same as for any tenant.
ok religion hud1995 | Cathedral ceilings, a Moorish archway and a chapel-style window seat in the den.
ok religion fha3604c | Malapit sa St. Anthony Church at sa bus stop. Bukas po sa lahat ng aplikante.
# sex: block
block sex fha3604c | Studio over the garage, I rent it out (I live in Phoenix, not on site). Female tenant only, no men.
block sex cfr100600 | rent's late again but we could work something out if you come over tonight, just you
block sex cfr100600 | The maintenance man keeps commenting on my body and has let himself in twice while I was in the shower. The manager told me to take it as a compliment.
block sex fha3604b | Single mothers must provide a co-signer. Single fathers and couples do not need one.
block sex cfr10080 | Call log: told the woman who called about the warehouse loft that it's not suitable for a lady and that it's pending. It's not pending.
block sex cfr100400 | after you reported me for those comments, don't expect the heater fixed this winter
block sex fha3604c | Cho thuê phòng trong căn hộ, chỉ nhận nam, không nhận nữ. Chủ nhà không ở đây.
# sex: warn
warn sex fha3604c | Perfect bachelor pad: garage workshop, a big-screen wall and a real man cave downstairs.
warn sex fha3604c | Cute pink studio, would suit a single girl who loves to decorate.
warn sex fha3604c | Appartement idéal pour une femme seule, quartier calme et sécurisé.
warn sex fha3604c | شقة مناسبة لرجل يعمل، المنطقة هادئة وقريبة من المواصلات.
# sex: ok
ok sex fha3604c | I'm a woman renting out the second bedroom in the condo I live in. Looking for a female roommate to share the kitchen and bath.
ok - hud1995 | Master bedroom with a walk-in closet and an ensuite bath. The family room opens to the deck.
ok sex hud1995 | Two-story with a mother-in-law suite and a bonus room, built by Brothers Construction in 2004.
ok sex cfr100600 | We've assigned a female technician to your repair as you asked, and you're welcome to have a friend present during the visit.
ok sex fha3604c | Donation drive for the women's shelter in the lobby this Saturday; all residents welcome to drop off items.
ok sex hud1995 | Ladies' Mile Historic District, two blocks to the subway. Doorman, gym and roof deck.
# handicap: block
block handicap fha3604c | 2BR walk-up, no wheelchairs. The stairs are steep and we don't want the liability.
block handicap fheo202001 | ESA letter or not, no dogs means no dogs. I don't care what your therapist says.
block handicap cfr100202 | Before we approve, please list every medication you take and whether you've ever been hospitalized for mental illness.
block handicap cfr100 | We can't reserve a parking spot near the entrance for you. It's first come, first served, placard or not.
block handicap cfr100 | you can put in grab bars if you want but then you're moving out, I'm not having my bathroom turned into a hospital
block handicap fha3604b | Residents using mobility scooters pay an extra $75 a month wear fee and an additional $500 deposit.
block handicap fheo202001 | Service dogs are charged the $300 pet deposit and $40 monthly pet rent, same as any pet.
block handicap cfr10070 | Since you're blind I'd skip the Oakwood tower entirely. Let's only look at ground-floor places on the other side of town.
block handicap fha3604c | 정신질환 있는 분은 사절합니다. 조용한 건물입니다.
block handicap cfr100400 | Since you filed that HUD complaint about the ramp, your lease will not be renewed.
block handicap cfr100202 | is your son's autism the kind where he screams? need to know before I show it
# handicap: warn
warn handicap fha3604c | Fourth-floor loft with skyline views. Best for an active, able-bodied tenant who can handle the stairs every day.
warn handicap fha3604c | just so you know, the building isn't really set up for anyone with special needs
warn handicap fha3604c | Ideal para alguien sano y con buena movilidad, hay muchas escaleras.
# handicap: ok
ok handicap hud1995 | Zero-step entry, 36-inch doorways, a roll-in shower and lever handles throughout. Elevator to the garage.
ok handicap hudDojRa2004 | Your request for a reserved space by the door is approved. It will be marked by Friday at no cost to you.
ok handicap fheo202001 | No pet deposit or pet rent for your assistance animal; your provider's letter is all we need.
ok handicap hud1995 | Third-floor walk-up, no elevator, 42 steps to the unit door.
ok handicap cfr100 | Residents may ask for a reasonable accommodation or modification at any time, verbally or in writing and in any language; we answer within ten days.
ok handicap hud1995 | Near the jogging trail, the tennis courts and a dog park.
ok handicap fheo202001 | Guide dogs are welcome, and we never ask for paperwork when the need is obvious.
ok handicap hud1995 | Apatman sou premye etaj, gen yon ranp pou chèz woulant ak yon asansè.
ok handicap cfr100 | 4B asked to build a ramp at the front steps at her own cost. Approved, with the contractor's insurance on file.
ok handicap hud1995 | Walk-in closet, walk-in pantry and a walkable downtown a few blocks away.
`);

export const REVIEW_36 = [...REVIEW_36_A, ...REVIEW_36_B];

/**
 * First measure, recorded by the lead before anyone tuned on this set, at 828c654 (the rules of session 18,
 * dd51872; that commit changed only how fast needles are read, not which): 68 of 110 caught, 40 of 70 blocked,
 * 2 of 70 flagged. Printed by `npm run bench:compliance`.
 * Second measure, still blind: with helper h-fh35's families (tuned on review-35, written without sight of this
 * set), 63.6 / 60.0 / 2.9 (70/110, 42/70, 2/70): what review-35's tuning carried over to new text.
 */
export const FIRST_MEASURE_36 = {
  commit: '828c654',
  violations_caught_pct: 61.8,
  exclusions_blocked_pct: 57.1,
  false_alarms_pct: 2.9,
} as const;
