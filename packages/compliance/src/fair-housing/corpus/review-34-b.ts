import { parseCorpus } from './corpus';

/** Second half of review set 34 (state classes, other languages, look-alikes); its header is in review-34.ts. */
export const REVIEW_34_B = parseCorpus(`
# source of income: three pairs (only the city and state change), then refusals, descriptions and ok lines
block source_of_income@DE hudSoi | Text from the agent: "Owner of the Dover, DE townhouse asked if your rent would come through the housing authority. If it does, he'd rather go with one of the other applicants. Sorry!"
warn source_of_income@AL hudSoi | Text from the agent: "Owner of the Mobile, AL townhouse asked if your rent would come through the housing authority. If it does, he'd rather go with one of the other applicants. Sorry!"
block source_of_income@ME hudSoi | Voicemail transcript: "Hi, returning your call on the cape in Portland, Maine. The owner's not really set up for the voucher paperwork, so honestly it's probably not worth your time. Good luck though!"
warn source_of_income@NH hudSoi | Voicemail transcript: "Hi, returning your call on the cape in Nashua, New Hampshire. The owner's not really set up for the voucher paperwork, so honestly it's probably not worth your time. Good luck though!"
block source_of_income@ND hudSoi | Casa en Fargo, ND: el dueño prefiere inquilinos con sueldo fijo y no con ayuda del gobierno. Tres recámaras, garaje doble.
warn source_of_income@SD hudSoi | Casa en Sioux Falls, SD: el dueño prefiere inquilinos con sueldo fijo y no con ayuda del gobierno. Tres recámaras, garaje doble.
block source_of_income@MN hudSoi | Leasing policy, St. Paul, Minnesota properties: residents whose rent is paid in part by a public program post a deposit equal to two months' rent; all other residents post one.
block source_of_income@VT hudSoi | Email: Thanks for your interest in the Montpelier, Vermont flat. Since you mentioned General Assistance, I should be upfront that the owner has had trouble with that before and is leaning another way.
block source_of_income@RI hudSoi | Qualifying in Providence, RI: only wages count toward the 3x rule; SSI, child support and rental assistance are not counted.
warn source_of_income@NJ hudSoi | Most of the residents at our Hoboken, NJ building are salaried hospital staff rather than program tenants, which keeps turnover low.
warn source_of_income@WI hudSoi | The Green Bay, Wisconsin complex has a real working-professional vibe; you won't see many assistance folks here.
warn source_of_income@TX hudSoi | This Austin, Texas property does not participate in the Housing Choice Voucher program at this time.
ok source_of_income@IL hudSoi | Every lawful income counts in our Chicago, IL buildings: paychecks, vouchers, SSI, pensions and child support.
ok source_of_income@CA hudSoi | Aceptamos vales de vivienda (Sección 8) y cualquier ingreso legal en nuestros departamentos de Fresno, California.
ok source_of_income@MA hudSoi | Our Worcester, MA voucher liaison, Andre, will walk you through the inspection paperwork and can usually schedule it within a week.
ok source_of_income@WA hudSoi | Income requirement in Spokane, WA: 2.5 times the rent; for voucher holders it applies only to the tenant's portion.
# marital status: three pairs, then one refusal, one description, three ok lines
block marital_status@MT state | The owner is old-fashioned and would feel more comfortable renting the Bozeman, MT cabin to a married couple than to two people who are just dating.
warn marital_status@WY state | The owner is old-fashioned and would feel more comfortable renting the Cheyenne, WY cabin to a married couple than to two people who are just dating.
block marital_status@AK state | Text: the owner of the Anchorage, AK duplex says unmarried couples are kind of a no for him, sorry. Want me to send you the Eagle River one instead?
warn marital_status@NE state | Text: the owner of the Omaha, NE duplex says unmarried couples are kind of a no for him, sorry. Want me to send you the Bellevue one instead?
block marital_status@DE state | Para la casa en Wilmington, Delaware, el propietario pide el acta de matrimonio a las parejas que quieren vivir juntas.
warn marital_status@KY state | Para la casa en Louisville, Kentucky, el propietario pide el acta de matrimonio a las parejas que quieren vivir juntas.
block marital_status@NH state | Manchester, NH screening: divorced or separated applicants must attach the decree and the former spouse's income statement.
warn marital_status@MI state | The Grand Rapids, Michigan subdivision is mostly married couples, and the neighbors are pretty traditional about that sort of thing.
ok marital_status@CT state | Co-applicants at our New Haven, CT homes do not need to be related or married; roommates, partners and spouses all apply the same way.
ok marital_status@MN state | Bachelor apartment in Duluth, Minnesota with a Murphy bed, galley kitchen and lake view; $975 with heat.
ok marital_status@WA state | Không cần giấy đăng ký kết hôn: các cặp đôi và bạn cùng phòng ở Seattle, WA đều có thể nộp đơn chung.
# age: three pairs, then one refusal, one description, three ok lines
block age@WI state | From the landlord in Madison, WI: "I'd honestly lean toward someone under 40. The last retiree I rented to needed a lot of hand-holding."
warn age@IA state | From the landlord in Des Moines, IA: "I'd honestly lean toward someone under 40. The last retiree I rented to needed a lot of hand-holding."
block age@HI state | Apartamento en Honolulu, Hawái: preferimos inquilinos jóvenes, porque las personas mayores suelen quejarse del ruido de la calle.
warn age@NV state | Apartamento en Las Vegas, Nevada: preferimos inquilinos jóvenes, porque las personas mayores suelen quejarse del ruido de la calle.
block age@DC state | Note to the owner about the Washington, DC walk-up: isn't the applicant maybe a bit too old for four flights? Just something to think about before we approve her.
warn age@LA state | Note to the owner about the New Orleans, LA walk-up: isn't the applicant maybe a bit too old for four flights? Just something to think about before we approve her.
block age@MI state | Ann Arbor, MI rental criteria: applicants over 65 must provide a co-signer regardless of income.
warn age@NY state | The rooftop is the social hub of our Brooklyn, NY building; it's a pretty youthful crowd, lots of first jobs and first apartments.
ok age@NJ state | The café on the ground floor of our Newark, NJ building gives a 10% senior discount to customers 65 and over.
ok age@VT state | Lease signers at our Rutland, Vermont properties must be of legal age to enter a contract; other occupants may be any age.
ok age@MA state | В аптеке на первом этаже нашего дома в Бостоне, штат Массачусетс, действует скидка для пенсионеров.
# military status: three pairs, three ok lines
block military_status@WA state | Tacoma, WA rental: with deployments and PCS moves being what they are, the owner has decided to pass on active-duty applicants this time around.
warn military_status@OR state | Salem, OR rental: with deployments and PCS moves being what they are, the owner has decided to pass on active-duty applicants this time around.
block military_status@IL state | Condo in Peoria, IL. Reservists who could get called up mid-lease, we'd rather not; the owner can't afford a vacancy.
warn military_status@MO state | Condo in Springfield, MO. Reservists who could get called up mid-lease, we'd rather not; the owner can't afford a vacancy.
block military_status@CA state | Casa en San Diego, California: el dueño no quiere rentarle a militares porque se mudan muy seguido.
warn military_status@AZ state | Casa en Yuma, Arizona: el dueño no quiere rentarle a militares porque se mudan muy seguido.
ok military_status@VA state | Our Norfolk, VA leases honor the Servicemembers Civil Relief Act, and we waive the early-termination fee for deployment or PCS orders.
ok military_status@IL state | BAH, VA disability compensation and military pay all count toward qualifying at our Rockford, Illinois properties.
ok military_status@OH state | Just off Armory Street in Dayton, Ohio, next to the VFW hall and the Route 4 on-ramp.
# sexual orientation and gender identity
block sexual_orientation@NV hud2021 | FB post: renting out my guest house in Reno, NV (separate from the main house). We're a Christian household and would prefer not to rent to a gay couple, no offense meant.
block sexual_orientation@NM hud2021 | Voicemail transcript: "...so the owner in Albuquerque, New Mexico just doesn't feel right about two women sharing the one-bedroom, if you catch my drift. Sorry, hon."
block sexual_orientation@IA hud2021 | Text: Is your "roommate" your boyfriend? Because the HOA here in Ames, Iowa is pretty conservative and I'm not sure you guys would be comfortable. Just being honest.
warn sexual_orientation@MD hud2021 | The Baltimore, Maryland rowhouse sits on a block with a ton of gay couples, and the neighbors throw a great Fourth of July party.
ok sexual_orientation@UT hud2021 | Same-sex couples in our Provo, Utah buildings apply like any couple: joint income, one application fee.
ok sexual_orientation@ME fha3604c | Room in the house I own and live in, Portland, Maine: I'm a gay man looking for a gay or gay-friendly housemate to share the kitchen and living room.
block gender_identity@VA hud2021 | HOA email, Richmond, VA: The board asks that the resident of 3B use the clubhouse restroom matching the sex on her birth certificate.
block gender_identity@VT hud2021 | Text: Burlington, VT apartment. Not sure the landlord is ready for a transgender tenant, so maybe look downtown where folks are more open?
block gender_identity@HI hud2021 | Paupahan sa Honolulu, Hawaii: pasensya na, hindi kami tumatanggap ng transgender na umuupa.
warn gender_identity@DE hud2021 | The Rehoboth Beach, Delaware building is really popular with the trans and nonbinary community.
ok gender_identity@NH hud2021 | At our Concord, NH properties, lease amendments to update a tenant's name or gender marker are free.
ok gender_identity@NJ hud2021 | Our nondiscrimination policy covers gender identity and expression in every Jersey City, New Jersey building we manage.
# no class: ordinary copy, some with look-alike words
ok - style | Master bedroom with a walk-in closet and en-suite bath; the second bedroom fits a queen.
ok - style | Hi! Just confirming the showing at 5:30 at 118 Maple. Park in the visitor spots by the mailboxes and text me when you're there. - Rosa
ok - style | HOA minutes, March: dues stay at $210; the pool resurfacing bid from Aqua Pro was approved; next meeting April 14 at 7 p.m. in the clubhouse.
ok - style | Voicemail transcript: "Hey, it's Mike from Oak Property Management. Your application's approved! Come by Friday to sign, and bring the first month plus deposit as a cashier's check."
ok - style | No smoking anywhere on the property, including balconies. Trash pickup is Tuesdays; recycling every other Thursday.
ok - style | Screening: credit score of 620 or higher, income of 3x rent, and positive rental references for the last two years. Application fee $40 per adult.
ok - style | Nextdoor: Does anyone know a good plumber? Our rental's water heater is making a knocking sound and the landlord said to find someone licensed.
ok - style | Casa de tres recámaras con patio grande, cocina remodelada y cochera para dos autos. Cerca de escuelas y supermercados.
ok - style | Apartamento de dois quartos com varanda, vista para o parque e vaga de garagem. Condomínio de R$ 650 incluído.
ok - style | Family room with a gas fireplace, built-in bookshelves and sliding doors to the deck.
ok - style | Bachelor pad vibes: exposed brick, loft bed, and a galley kitchen, all in a 1910 warehouse conversion.
ok handicap hudDojRa2004 | Pet policy: up to two cats or dogs, $300 refundable deposit; assistance animals are not pets and are exempt.
ok - style | Pied-à-terre lumineux au 3e étage, parquet, cuisine équipée, proche du métro. Charges comprises.
ok - style | 两室一厅，南北通透，近地铁站，拎包入住，押一付三。
ok - style | Rent is due on the 1st; a $50 late fee applies after the 5th. We accept checks, ACH and the resident portal.
ok - style | Text: "The plumber's coming Thursday between 9 and 12 to fix the kitchen sink. Let me know if that doesn't work."
`);
