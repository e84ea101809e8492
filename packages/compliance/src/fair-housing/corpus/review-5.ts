import { parseCorpus } from './corpus';

/**
 * Review set 5, a third probe written on 2026-11-26 after reading the rules (so not blind), from HUD's
 * advertising guidance and New York's law: 32 explicit exclusions or preferences, checked in New York.
 * First measure, before the changes it led to: caught 28/32 (87.5%), blocked 28/32 (87.5%). General
 * fixes: a relative clause names the people ("anyone who is pregnant"), as do "no one/anyone with X";
 * more source-of-income program names (CityFHEPS, TANF, CalWORKs, HOPWA); Spanish "rento/se renta a X"
 * says whom the home suits, and "sola/solas" after a subject limits like "solo". After: 32/32. Then 10
 * near-misses for those fixes ("anyone who is interested", "se renta a estudiante"): 0/10 false alarms.
 */
export const REVIEW_5 = parseCorpus(`
block familial_status@NY hud1995 | Unit is unsafe for toddlers; no families with young children.
block familial_status@NY hud1995 | Max 1 kid.
block familial_status@NY hud1995 | Better suited to couples without children.
block familial_status@NY hud1995 | Owner will not rent to anyone who is pregnant.
block race@NY cfr109 | Owner seeks white renters only.
block race@NY cfr109 | African Americans need not apply.
block race@NY cfr109 | Prefer non-Hispanic tenants.
block color@NY cfr109 | Fair-skinned applicants preferred.
block religion@NY cfr109 | This is a Jewish-only building.
block religion@NY cfr109 | We rent to Christians only.
block national_origin@NY cfr109 | No Middle Eastern applicants.
block national_origin@NY cfr109 | Europeans preferred, no Africans.
block national_origin@NY cfr109 | Tenants must be native-born Americans.
block sex@NY cfr109 | Women preferred for this studio.
block sex@NY cfr109 | Male applicants will not be considered.
block handicap@NY hud1995 | No one with a psychiatric history.
block handicap@NY hud1995 | Deaf applicants need not apply.
block handicap@NY hud1995 | Applicants must be in good health.
block source_of_income@NY hudSoi | Vouchers will not be accepted.
block source_of_income@NY hudSoi | No Section Eight.
block source_of_income@NY hudSoi | We don't accept CityFHEPS or other subsidies.
block marital_status@NY state | No single mothers, married couples preferred.
block age@NY state | Young renters only.
block age@NY state | Not suitable for elderly tenants.
block military_status@NY state | We don't rent to veterans.
block sexual_orientation@NY state | No homosexuals.
block gender_identity@NY state | Cisgender applicants only.
block familial_status@NY hud1995 | No se permiten niños menores de 12 años.
block sex@NY cfr109 | Rento cuarto a señora sola.
block national_origin@NY cfr109 | Solo inquilinos americanos.
block religion@NY cfr109 | No musulmanes.
block handicap@NY hud1995 | No se renta a personas en silla de ruedas.
ok -@NY hud1995 | Se renta cuarto a estudiante o profesionista.
ok -@NY hud1995 | Anyone who is interested, call today.
ok -@NY hud1995 | Tenants who are pet owners get a dog run.
ok -@NY hud1995 | Someone with a car will love the garage.
ok -@NY hud1995 | Alquilo departamento a persona responsable.
ok -@NY hud1995 | Casa sola con patio y cochera.
ok source_of_income@NY hudSoi | CityFHEPS and all other programs accepted.
ok handicap@NY hud1995 | Anyone who is a wheelchair user can reach the lobby by ramp.
ok familial_status@NY hud1995 | Se renta a quien sea responsable, niños bienvenidos.
ok -@NY hud1995 | No one with a pet over 50 lbs, sorry.
`);
