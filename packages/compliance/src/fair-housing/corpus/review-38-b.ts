import { parseCorpus } from './corpus';

export const REVIEW_38_B = parseCorpus(`
# block: state classes, each in a state the author reads as protecting the class
block source_of_income@CA hudSoi | Fresno, CA 2BR: the owner is not participating in the voucher program at this time.
block source_of_income@NY state | Brooklyn, NY two-bedroom. Income has to come from a job; no programs, no CityFHEPS.
block source_of_income@WA state | Seattle, WA studio: we require three times the rent in earned wages, so housing assistance can't be counted toward it.
block source_of_income@NJ state | Newark, NJ: tenants on Section 8 put down a $1,000 deposit; everybody else puts down $500.
block source_of_income@OR state | Portland, OR: Lo siento, no aceptamos vales de vivienda ni ningún tipo de ayuda del gobierno.
block source_of_income@IL state | Chicago, IL garden unit — n0 S.e.c.t.i.o.n 8, no CHA v0uchers, don't ask.
block source_of_income@MN state | Duluth, MN: applications from households receiving SSI or MFIP will not be processed until further notice.
block marital_status@MN state | Minneapolis, MN duplex: married couples only, the owner is traditional about these things.
block marital_status@NY state | Rochester, NY: are you and your boyfriend married? The landlord won't rent to couples who aren't.
block marital_status@CA state | Sacramento, CA one-bedroom: applicants who are divorced or separated will need a co-signer.
block age@MI state | Grand Rapids, MI: anyone over 70 has to bring a doctor's letter saying they can still live on their own.
block age@NY state | Albany, NY loft: we're really hoping for tenants under 35 to keep that young energy in the building.
block military_status@NY state | Syracuse, NY: active-duty applicants aren't accepted, since they could be deployed in the middle of a lease.
block military_status@WA state | Tacoma, WA: no military please — too many early lease breaks from the base.
block sexual_orientation@CA state | Oakland, CA: owner is hoping for a normal couple. No gay couples, sorry.
block sexual_orientation@CO state | Denver, CO condo: before approving, the HOA board asked me to find out whether the two buyers are "that kind of couple."
block gender_identity@NY state | Queens, NY: we don't rent to transgender people; it makes the other tenants uncomfortable.
block gender_identity@WA state | Spokane, WA: the leasing staff keep calling the tenant in 12 "sir" and "it" after being asked to stop, and the manager told them to carry on.

# block: other languages and evasions
block color cfr10080 | Si llama alguien moreno, dile que ya se rentó y cuelga.
block familial_status cfr100 | ¿Cuántos niños tiene usted? Es que la dueña no quiere más de uno en el departamento.
block sex cfr100600 | El encargado le dijo a la inquilina del 5 que le baja la renta si sale a cenar con él.
block familial_status fha3604c | Departamento ideal para pareja sin hijos; no se aceptan niños.
block handicap fha3604c | No rentamos a personas en silla de ruedas, el edificio no es para eso.
block national_origin fha3604c | Preferimos inquilinos que no sean inmigrantes, gracias por entender.
block religion fha3604c | Nhà này chỉ cho người theo đạo Công giáo thuê.
block national_origin fha3604c | 房东不租给外国人，请勿咨询。
block sex fha3604c | Procuramos apenas inquilinos do sexo masculino para o apartamento inteiro.
block familial_status cfr100 | 아이가 있으신가요? 집주인이 아이 있는 가족은 받지 않습니다.
block handicap style | Cozy 2BR near the river, no 🦽 please, owner's choice.
block familial_status style | Quiet top-floor flat. N o  k i d s. N o  e x c e p t i o n s.
block religion style | Lovely 3BR colonial — M u s l i m families need not apply, the seller was clear.

# warn: descriptions in protecting states, and other languages
warn source_of_income@CA hudSoi | San Jose, CA: the other tenants are all professionals with steady jobs, nobody on assistance here.
warn source_of_income@MA state | Cambridge, MA: the building is all professional tenants, not a subsidized crowd.
warn marital_status@IL state | Chicago, IL 2BR: would be best for a married couple.
warn marital_status@NJ state | Hoboken, NJ: the building is full of newlyweds and married couples.
warn age@NY state | Ithaca, NY: lots of twenty-somethings in the building, a very youthful vibe.
warn age@MI state | Ann Arbor, MI: the complex is mostly seniors, so it's not a party crowd.
warn military_status@IL state | Naperville, IL: a quiet civilian street, no military families around.
warn sexual_orientation@OR state | Eugene, OR: very traditional, straight-family kind of neighborhood.
warn sexual_orientation@IL state | Evanston, IL: the building is mostly gay men, so it would suit someone from the community.
warn gender_identity@NJ state | Jersey City, NJ: conservative building, people here are old-fashioned about men being men and women being women.
warn color fha3604c | La colonia es de gente blanquita, muy tranquila.
warn familial_status fha3604c | Un lugar perfecto para una pareja joven sin niños.
warn national_origin fha3604c | Barrio con mucha gente latina, ideal para una familia hispana.
warn religion fha3604c | Vecindario muy católico, ideal para una familia creyente.
warn national_origin fha3604c | Ce quartier est surtout habité par des familles françaises de souche.
warn religion fha3604c | Gần chùa, hàng xóm toàn người theo đạo Phật.
warn color fha3604c | Mostly pale faces on this block lol, real old-school neighborhood 😂

# ok: state classes, other languages, emoji
ok source_of_income@NY hudSoi | Albany, NY: housing vouchers? Absolutely — we take them like any other income.
ok source_of_income@CA hudSoi | Los Angeles, CA: Aceptamos Sección 8 y todo tipo de ayuda para la renta.
ok source_of_income@NJ hudSoi | Trenton, NJ: Section 8, SSI, child support, pensions — every lawful source of income counts toward the 2.5x.
ok marital_status@MN state | Minneapolis, MN: married, single, divorced, partnered — it makes no difference to us.
ok marital_status@CA state | Fresno, CA: co-applicants don't need to be married or related; every applicant is screened the same way.
ok age@MI state | Lansing, MI: there are no age limits here, and nobody is asked their age beyond confirming they're old enough to sign a lease.
ok military_status@WA state | Olympia, WA: got military orders? We'll add a military clause that lets you end the lease early.
ok military_status@NY state | Watertown, NY: veterans and active-duty service members are welcome, and BAH counts as income.
ok sexual_orientation@CA state | San Diego, CA: same-sex couples are treated exactly like any other couple.
ok sexual_orientation@NY state | Brooklyn, NY: LGBTQ+ renters welcome, and we don't ask who you live with or why.
ok sexual_orientation@CO hud2021 | Boulder, CO: whoever you love, the lease terms are the same.
ok gender_identity@WA hud2021 | Seattle, WA: tell us the name and pronouns you use and we'll use them on every notice we send.
ok gender_identity@IL state | Chicago, IL: all-gender restrooms in the lobby and the gym.
ok national_origin hudNo2016 | ¿Habla español? Nuestro equipo le atiende en español, y todos los solicitantes cumplen los mismos requisitos.
ok familial_status hud1995 | Sí, se aceptan niños. Familias bienvenidas.
ok handicap fheo202001 | Aceptamos animales de asistencia sin depósito ni renta adicional.
ok familial_status hud1995 | Casa amplia con sala familiar, cuarto principal y cerca de la escuela primaria.
ok handicap hud1995 | Le logement est accessible en fauteuil roulant, avec ascenseur et douche de plain-pied.
ok national_origin hudLep2016 | Chúng tôi có thông dịch viên tiếng Việt miễn phí cho mọi người thuê nhà.
ok race hud1995 | 1 bd / 1 ba, 🅿️ included, 🐾 friendly, all applicants welcome 👋
ok handicap hud1995 | W h e e l c h a i r  accessible entrance at the side door, with a push-button opener.
`);
