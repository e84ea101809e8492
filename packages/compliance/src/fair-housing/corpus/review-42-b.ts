import { parseCorpus } from './corpus';

/** Review set 42, second half (see review-42.ts for what was read and the label conventions). */
export const REVIEW_42_B = parseCorpus(`
# state classes, each with a state the author believes protects the class
block source_of_income@CA hudSoi | Charming Oakland Craftsman, 2BR/1BA with a garden. Sorry, not participating in Section 8 or any voucher program.
block source_of_income@NY hudSoi | Brooklyn 1BR: income must be 40x rent from employment; CityFHEPS and other programs are not considered.
block source_of_income@NJ hudSoi | Newark 2BR: vouchers are OK, but voucher holders pay a deposit $1,000 higher.
block source_of_income@MA hudSoi | Boston 3BR: owner prefers working tenants over people on programs, if you get my drift.
block marital_status@MN state | Minneapolis duplex: married couples only, we don't rent to folks who are just shacking up.
block marital_status@NY state | Albany: are you and your boyfriend married? If not, each of you has to qualify separately at 3x rent.
block age@NJ state | Hoboken 1BR: nobody over 65, the owner wants someone young.
block age@NY state | Buffalo loft, ideal for tenants in their 20s and 30s; older applicants will not be considered.
block military_status@NY state | Watertown 2BR: no active-duty military, deployments mean broken leases.
block military_status@WA state | Tacoma, ten minutes from JBLM, but we don't rent to soldiers, too many moves.
block sexual_orientation@CA hud2021 | Whole house in San Diego (I live in Phoenix): no gay couples, owner's preference.
block sexual_orientation@CO hud2021 | Denver leasing script: if two men ask about the one-bedroom, say the owner is only looking at traditional households.
block sexual_orientation@NJ cfr1007 | HOA minutes, Princeton: after the complaints about the lesbian couple in 14, the board voted to cut their guest parking passes and took no action on the notes left on their car.
block gender_identity@WA hud2021 | Spokane: her ID doesn't match how she presents, tell her we're not comfortable renting to trans folks.
block gender_identity@OR cfr100600 | Portland Slack: staff keep calling the tenant in 9 it and he-she; when she complained the PM told her to toughen up.
warn age@NJ state | Jersey City 1BR, best for young professionals just starting out.
warn age@MI state | Ann Arbor condo, great for active seniors who want low maintenance.
warn marital_status@NY state | Ithaca cottage, ideal for a newlywed couple starting out.
warn marital_status@CA state | Sacramento bungalow, perfect for a married couple, it's the owner's old neighborhood.
warn source_of_income@CA hudSoi | Los Angeles: most of our tenants are working professionals with steady paychecks.
warn source_of_income@WA hudSoi | Olympia fourplex: nobody here is on assistance, it's a working building.
warn military_status@WA state | Near the base in Bremerton but very few military families, it's a civilian kind of street.
warn sexual_orientation@CA hud2021 | Fresno: it's a very straight, family-values neighborhood, just so you know.
warn gender_identity@NY hud2021 | Queens: fyi, the other tenants are pretty traditional about gender stuff.
ok source_of_income@CA hudSoi | San Jose: we accept Section 8 and every lawful source of income.
ok source_of_income@NY hudSoi | Bronx: vouchers welcome; the income requirement applies only to the tenant's share of the rent.
ok source_of_income@MA hudSoi | Worcester: income must be 2.5x rent, and all sources count, including benefits, vouchers and child support.
ok marital_status@MN state | St. Paul: married, unmarried, single, every applicant is screened on the same criteria.
ok marital_status@NY state | Rochester: roommates or couples welcome, each adult on the lease applies the same way whatever the relationship.
ok age@NJ state | Trenton: applicants must be 18 or older to sign a lease.
ok age@IL state | Peoria: we don't ask your age, just fill out the standard application.
ok military_status@NY state | Syracuse: we honor SCRA lease terminations for service members who get orders.
ok military_status@WA state | Everett: VA benefits and military pay count as income like any other.
ok sexual_orientation@CO hud2021 | Boulder: LGBTQ+ friendly, all couples and families welcome.
ok sexual_orientation@CA fha3604c | Roommate wanted in the Oakland apartment I live in: gay male housemate preferred, shared kitchen.
ok gender_identity@OR hud2021 | Eugene: residents may use the locker room that matches their gender identity.
# Spanish
block familial_status fha3604c | Se renta casa de 3 recámaras, el dueño no vive aquí; solo personas sin niños.
block national_origin fha3604c | Rento departamento de 2 recámaras cerca del metro, no se aceptan centroamericanos.
block source_of_income@CA hudSoi | Casa en Fresno, 3 recámaras, no aceptamos Sección 8 ni ayuda del gobierno.
block national_origin hudNo2016 | Si no pagas la renta el viernes, llamo a inmigración y que te deporten.
block sex cfr100600 | Mensaje del casero: si vienes a verme esta noche, nos olvidamos de lo de la renta.
block handicap fheo202001 | Los perros de asistencia pagan depósito de mascota igual que los demás.
block marital_status@IL state | Chicago: solo matrimonios; las parejas en unión libre no califican.
warn race hudCriminal2016 | Nada de antecedentes penales, ni uno, o no aplica.
warn religion fha3604c | Comunidad muy católica, perfecta para una familia de fe.
warn familial_status fha3604c | Ideal para pareja sin hijos o persona sola.
warn national_origin fha3604c | Barrio tradicionalmente mexicano, casi todos los vecinos son de Jalisco.
ok race fha3604c | Aceptamos a todos sin importar raza, color, religión u origen.
ok source_of_income@NJ hudSoi | Paterson: aceptamos Sección 8 y todo tipo de ingresos legales.
ok familial_status hopa | Comunidad para mayores de 55 años conforme a HOPA; verificamos la edad de los residentes.
ok handicap fheo202001 | Animales de servicio y de apoyo emocional son bienvenidos sin depósito adicional.
ok - hud1995 | Casa con cuarto familiar, cocina amplia y patio, cerca de la escuela.
# other languages
block national_origin fha3604c | Cho thuê căn hộ, chỉ nhận người Việt, không nhận người nước ngoài.
block familial_status fha3604c | 出租两房公寓，近地铁，不接受有小孩的家庭。
block religion fha3604c | 원룸 임대합니다. 기독교인만 가능합니다.
block national_origin fha3604c | Сдаётся двухкомнатная квартира, только для славян.
warn handicap fha3604c | Paupahang bahay, mas bagay sa malusog at malakas na tao dahil sa hagdan.
warn sex fha3604c | الشقة مناسبة أكثر لرجل أعزب.
warn familial_status fha3604c | Apartamento em Newark, ideal para casal sem filhos.
ok religion fha3604c | सभी धर्मों और जातियों के लोगों का स्वागत है।
ok handicap hud1995 | Appartement accessible en fauteuil roulant, ascenseur et douche à l'italienne.
# evasions
block familial_status fha3604c | N0 k1dz, n0 3xc3pt10ns. 2BR, $1,400, heat incl.
block source_of_income@NY hudSoi | Syracuse 1BR: no s-e-c-t-i-o-n 8, no vouchers, no DSS.
block familial_status fha3604c | 🚫👶🚫 Adults only 2BR, pet friendly 🐶✅
block handicap fha3604c | no handicaped or mentaly ill tenents pls
block race fha3604c | W h i t e   o n l y. Quiet 1BR by the lake, $1,150, heat included.
warn race hudCriminal2016 | n0 f3l0nz, n0 r3c0rdz, d0n't ask
`);
