import { parseCorpus } from './corpus';

/**
 * Review set 47, part B, written blind by the same author as review-47.ts and under the same reading limits: only
 * corpus.ts, lines 1-45 of review-36.ts (header comment, no sentences), FAIR_HOUSING_CATEGORIES and
 * STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts), the key names of SOURCES printed by a one-line script,
 * the file names in corpus/ and the `export` lines of review-36.ts and review-36-b.ts. No rule, vocabulary,
 * pattern, engine, reader, test, jurisdiction table or other corpus sentence file was opened or grepped, no sentence
 * was run through the checker, and nothing came from the web or a search library. Every line was written by hand.
 *
 * Contents: the state classes as marketing copy, evasions (leet, spaced letters, hyphenated letters, emoji,
 * misspellings, all capitals), Spanish, and a few lines in Chinese, Portuguese, Vietnamese and Korean. Labels follow
 * review-47.ts (block / warn / ok as described there). A state-class line carries the state as @XX: block where
 * the author believes the state protects the class, warn where it does not (the review-36 convention), and a
 * description of who lives there is warn even in a protecting state.
 *
 * States used, from the author's own reading of the state codes (not the project's jurisdiction table, so the lead
 * should check these before reading a miss here as the checker's fault): source of income CA (Gov. Code 12955,
 * vouchers since 2020), NY (Exec. Law 296(5), 2019), NJ (N.J.S.A. 10:5-12, source of lawful income), OR (ORS
 * 659A.421), MA (G.L. c. 151B s. 4(10)); marital status MN (Minn. Stat. 363A.09), NY, CA, IL (775 ILCS 5/3-102);
 * age MI (Mich. Comp. Laws 37.2502), NY (Exec. Law 296(5)); military status CA (veteran or military status), WA
 * (RCW 49.60.222), VA (Va. Code 36-96.3); sexual orientation CO (C.R.S. 24-34-502), IL, CA, NY; gender identity WA,
 * OR, MN, NJ. Not protected, so warn: Texas for source of income (state law even bars local voucher ordinances) and
 * for marital status (Tex. Prop. Code ch. 301 lists neither); the Texas cities named are outside any local
 * ordinance the author knows of. Federal-class evasion and language lines carry no state.
 */
export const REVIEW_47_B = parseCorpus(`
# source_of_income
block source_of_income@CA hudSoi | Newly remodeled 2BR in North Hollywood, $2,450/mo, parking and in-unit laundry. Credit 680+, income 3x rent, no Section 8 or vouchers, sorry! Showing Saturday 10-12.
block source_of_income@NY hudSoi | Hey team, new Astoria listing drops Monday. The landlord is strict: W-2 income only, no CityFHEPS, no HRA, no program tenants of any kind. Send me clients who fit.
block source_of_income@NJ hudSoi | Renovated 1BR in Hoboken, two blocks to the PATH. Voucher holders: the unit won't pass inspection, so please don't apply. Everyone else, open house Sunday.
warn source_of_income@TX hudSoi | Houston duplex, 2BR/1BA, $1,350, fenced yard, washer/dryer hookups. No Section 8. Call or text Ray.
ok source_of_income@OR hudSoi | We welcome Housing Choice Vouchers and every lawful source of income, and we count SSI, SSDI, child support and VA benefits the same as wages.
ok source_of_income@MA hudSoi | If you have a voucher, the income requirement applies only to your share of the rent (2.5x your portion), not to the full contract rent.
# marital_status
block marital_status@MN state | Top-floor 1BR in Linden Hills, $1,395, hardwood floors and a sunporch. Owner prefers married couples only, no unmarried couples living together.
block marital_status@NY state | Co-op package checklist: tax returns, two years of bank statements, reference letters, and, for couples, a copy of your marriage license.
warn marital_status@TX state | San Antonio 3BR with a big backyard, ideal for a married couple; no singles or roommates, please.
warn marital_status@IL state | About the building: it's mostly married couples and young families, so it's a friendly, settled place with a real sense of community.
ok marital_status@CA state | Married, partnered, single or roommates, all welcome. Each adult applies separately and we combine incomes for any household.
# age
block age@MI state | Ann Arbor 2BR, $1,600, walk to campus. Renting to grad students and professionals aged 25 to 40 only, no seniors; the stairs and the vibe aren't for them.
block age@NY state | Young, fun building looking for young tenants! 🎉 Applicants over 50 probably won't enjoy the rooftop parties, just being honest. #williamsburg #nofee
warn age@MI state | The tenants here skew retired, so it's a calm, early-to-bed kind of building.
ok age@MI state | Applicants must be 18 or older to sign the lease; minors can of course live here as part of a household.
# military_status
block military_status@CA state | Oceanside 2BR near the base, $2,300. No military renters, we've been burned too many times by PCS orders breaking leases.
block military_status@WA state | Minutes from JBLM! 12-month lease. Active-duty tenants pay an extra month's deposit in case they get orders; civilians pay the standard deposit.
ok military_status@VA state | Military families welcome! We honor the SCRA military clause, accept BAH as income, and are a five-minute drive from the Little Creek gate.
ok military_status@WA state | Active duty, veterans and civilians all sign the same lease and pay the same deposit here.
# sexual_orientation
block sexual_orientation@CO hud2021 | Denver townhome, 3BR, finished basement, two-car garage. The owner is a traditional family man and won't rent to gay couples, so please respect that when you inquire.
block sexual_orientation@IL state | I just don't think the two of you would be comfortable here; the people in this building are pretty old-fashioned about same-sex couples. There's a place over in Boystown that's more your scene.
ok sexual_orientation@CA hud2021 | LGBTQ+ friendly and proud of it 🏳️‍🌈 We rent to everyone on the same terms. Castro-adjacent 1BR, $2,900.
ok sexual_orientation@NY state | I'm a gay man renting the second bedroom in the apartment I own and live in, and I'm looking for a gay or gay-friendly roommate to share the place.
# gender_identity
block gender_identity@WA hud2021 | Applicants must use the name and gender on their government ID, and staff will address residents that way; no exceptions for "preferred" names.
block gender_identity@OR cfr100600 | Owner to the tenant in 2A: if you're going to start living as a woman, you'll do it somewhere else. I'm not renewing your lease.
ok gender_identity@MN hud2021 | All-gender restrooms in the lobby and gym, and you can put your chosen name on the resident portal and the mailbox.
ok gender_identity@NJ state | We don't ask about gender on our application; just tell us the name you want on the lease.
# evasions
block familial_status fha3604c | N0 K1DS, n0 p3ts!! 1BR in a quiet bldg, $1,100, call Rick.
block race fha3604c | Updated 2BR near the park, $1,400, w h i t e   t e n a n t s   p r e f e r r e d, owner's call.
block handicap fha3604c | 3rd-floor walk-up, gorgeous light ☀️ 🚫♿🚫🦮 owner's rule, sorry!
block familial_status fha3604c | Adults only 🍷 no 👶🧒 sorry! Cute 1BR near the wine bars.
block religion fha3604c | Room in our rental house on Grant (landlord not on site), $600. Xtian landlord, prefers Xtian tenants, no M0slems pls.
block national_origin fha3604c | NO MEXICANS. NO EXCEPTIONS. 2BR TRAILER $800 LOT RENT INCLUDED.
block sex fha3604c | Room in the owner's investment condo, $725: f-e-m-a-l-e o-n-l-y, n-o g-u-y-s.
block source_of_income@CA hudSoi | N0 S3cti0n 8, no vouch3rs. Burbank 1BR, $1,950, parking incl.
ok familial_status hud1995 | HUGE F-A-M-I-L-Y ROOM + MASTER SUITE!!! 🏡✨
ok handicap hud1995 | ♿ Accessible entry, roll-in shower, ramp. Tours by appointment.
ok religion hud1995 | Walk 2 St. Jude's & the synagogue on 3rd 🚶 2BR $1,300
ok race fha3604c | ALL ARE WELCOME 🌍🤝 EQUAL HOUSING OPPORTUNITY
ok color style | BLACK-AND-WHITE CHECKERED FLOORS, WHITE-GLOVE SERVICE, RED-CARPET LOBBY!
ok - style | NO SMOKING • NO VAPING • NO EXCEPTIONS
# Spanish
block familial_status fha3604c | Se renta cuarto en casa (la dueña no vive ahí), $550 con servicios incluidos. Solo para persona sola o pareja sin hijos, no se aceptan niños. Informes por WhatsApp.
block national_origin fha3604c | Departamento de 2 recámaras cerca del centro, $1,200. La dueña prefiere inquilinos de aquí, nada de centroamericanos.
block color fha3604c | Buscamos inquilinos de tez clara para la casita de atrás; la dueña es muy especial con eso.
block source_of_income@NJ hudSoi | Apartamento en Elizabeth, 2 recámaras, $1,600. No aceptamos Sección 8 ni ningún programa de vivienda.
warn national_origin fha3604c | El vecindario es casi todo de familias cubanas, con cafecito en cada esquina y dominó en el parque.
ok national_origin hudLep2016 | Hablamos español. El contrato de arrendamiento está disponible en español y ofrecemos intérprete gratis en la firma.
ok handicap fheo202001 | Se aceptan animales de asistencia sin depósito ni renta de mascota.
ok familial_status hud1995 | Casa estilo colonial español con sala familiar, recámara principal con baño propio y patio amplio.
# other languages
block national_origin fha3604c | 房东只租给华人，非华人请勿打扰。两室一厅，近地铁。
block religion fha3604c | Apartamento de 2 quartos perto da igreja, $1,400. Alugamos somente para famílias evangélicas; por favor, não insistam.
ok national_origin hudLep2016 | Chúng tôi có nhân viên nói tiếng Việt và hợp đồng thuê nhà bằng tiếng Việt.
ok familial_status hud1995 | 넓은 패밀리룸과 마스터 스위트가 있는 방 3개 주택, 초등학교까지 걸어서 5분.
`);
