import { parseCorpus } from './corpus';

/** Review set 39, second part: Spanish and other-language lines, evasions, and the look-alike and inclusive ok lines. */
export const REVIEW_39_B = parseCorpus(`
# Spanish
block familial_status fha3604c | Se renta cuarto amueblado a pareja sin hijos, no se aceptan niños de ninguna edad.
block race fha3604c | Solo personas blancas, favor de no insistir ni mandar mensajes.
block national_origin fha3604c | No rentamos a centroamericanos, gracias por su comprensión.
block source_of_income@CA state | Departamento en Santa Ana: no aceptamos Sección 8 ni ningún tipo de ayuda del gobierno.
block sex fha3604c | Depa ideal para señorita trabajadora; caballeros abstenerse.
block handicap fha3604c | La casa no es apta para personas en silla de ruedas ni con alguna discapacidad, no insistan.
block familial_status fha3604b | A las familias con niños se les cobra un depósito adicional de $400 por posibles daños.
warn national_origin fha3604c | La colonia es casi toda de gente mexicana, muy tranquila y unida.
warn familial_status fha3604c | Perfecto para pareja joven o persona sola que busque tranquilidad.
warn race hudCriminal2016 | No se aceptan personas con antecedentes penales de ningún tipo, sin excepciones.
warn handicap fha3604c | Ideal para alguien en buena condición física, son cuatro pisos sin elevador.
ok - fha3604c | Rentamos a todas las personas sin importar raza, religión, sexo, discapacidad, país de origen o si tienen hijos.
ok familial_status hud1995 | Amplia sala familiar y recámara principal con vestidor y baño completo.
ok source_of_income@NY state | Aceptamos vales de vivienda (Sección 8) y toda fuente legal de ingresos en nuestro edificio del Bronx, Nueva York.
ok handicap hud1995 | Unidad accesible para silla de ruedas, con rampa en la entrada y baño adaptado.
ok national_origin style | Casa estilo colonial español con patio interior, fuente y techos de teja.
ok age hopa | Comunidad para mayores de 55 años conforme a la ley HOPA; la política de verificación de edad está disponible en la oficina.
# Other languages
block familial_status fha3604c | Cho thuê phòng gần chợ, không nhận gia đình có trẻ em.
block national_origin fha3604c | 只租给华人，其他人请勿打扰。
block national_origin fha3604c | Apartamento para alugar, somente para brasileiros, sem exceção.
block familial_status fha3604c | Logement non adapté aux familles avec enfants, merci de ne pas postuler.
block religion fha3604c | Para lang sa mga Katoliko ang paupahang ito, kailangan ng sulat mula sa parokya.
warn national_origin fha3604c | 이 동네는 주변에 한국 가정이 대부분이라 분위기가 아주 조용해요.
ok - fha3604c | Aceitamos todos os inquilinos qualificados, independentemente de raça, religião, deficiência ou origem.
ok sex hud1995 | Grande chambre principale avec dressing, salle familiale au sous-sol et jardin clôturé.
ok religion hud1995 | Malapit sa simbahan ng Quiapo, sa palengke at sa sakayan ng jeep.
# Evasions
block race fha3604c | Tenants: w-h-i-t-e o-n-l-y, owner's rule, don't waste my time.
block race fha3604c | 🏠 Cozy 1BR near the park 🌳 — 🚫 no Asians 🚫 — DM for showing.
block national_origin fha3604c | 3 bed 2 bath, big yard. N o   M e x i c a n s.
block handicap fha3604c | no handicaped or mentaly ill tenants, sorry its just to much liability
block familial_status fha3604c | sry no kiddos in this one, owners orders 🙅‍♀️
block religion fha3604c | N0 MU$L1M$ — landlord was very clear about it.
# Look-alikes, inclusion, lawful limits
ok familial_status hud1995 | Spacious family room opens onto a fenced backyard with a fire pit.
ok sex hud1995 | Master bedroom features a walk-in closet and a double vanity.
ok religion hud1995 | Two blocks from St. Joseph's Church, the Saturday farmers' market and the library.
ok color style | White oak floors throughout, black quartz counters and brushed brass fixtures.
ok religion style | Renovated 1920s rowhome on Christian Street in Bella Vista, Philadelphia, near the Italian Market.
ok marital_status style | Walk to the community college, which now offers bachelor's degrees in nursing and IT.
ok marital_status style | Restored 1870s Victorian with a widow's walk and harbor views.
ok national_origin style | French doors lead to an English garden; the house itself is a Dutch colonial.
ok color style | Black Friday move-in special: $500 off your first month's rent.
ok national_origin style | Apartment in the heart of Chinatown, steps from the Red Line.
ok national_origin style | The Indian Creek trail runs right behind the property line.
ok sex hud1995 | His-and-hers sinks in the primary bath, plus a linen closet.
ok religion style | Kosher-style kitchen with two sinks and two dishwashers, great for anyone who cooks a lot.
ok sex style | Walk to campus; fraternity and sorority row are three blocks north.
ok familial_status hud1995 | Near the Boys & Girls Club, the YMCA and two elementary schools.
ok age hud1995 | Across the street from the senior center and the public library.
ok military_status@CA state | Oceanside duplex five minutes from the main gate at Camp Pendleton.
ok - hud1995 | Not suitable for large dogs; building pet weight limit is 25 lb.
ok religion hud1995 | No showings on Sundays; call Monday through Saturday to book a tour.
ok - hud1995 | No smoking anywhere on the property, including balconies.
ok sexual_orientation@CA state | Walking distance to the Castro, Dolores Park and the J-Church line.
ok religion hud1995 | Easter egg hunt in the courtyard every spring, and all residents are welcome.
ok familial_status hud1995 | Small third bedroom works as a nursery, guest room or home office.
ok handicap hud1995 | Deaf-friendly unit: visual doorbell and strobe smoke alarms already installed.
ok - hud1995 | Great for entertaining, with an open floor plan, a big deck and a gas grill hookup.
ok - hud1995 | Perfect for commuters: five minutes to I-95 and the park-and-ride.
ok - hud1995 | Ideal for anyone who loves gardening; raised beds and a potting shed are included.
ok color style | Federal-style brownstone on Blackstone Avenue with its original white marble steps.
ok familial_status hud1995 | Kids' play area and a splash pad next to the clubhouse.
ok handicap hud1995 | Walk-up to the third floor, walk-in pantry, and a jogging path out back.
ok - hud1995 | Security deposit is one month's rent for every approved applicant.
ok sex hud1995 | Men's and women's locker rooms at the fitness center, plus a family changing room.
ok national_origin hudLep2016 | Hablamos español. Nous parlons français. Interpreters for other languages are free on request.
`);
