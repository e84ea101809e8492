import { parseCorpus } from './corpus';

/** Spanish: the same federal sources, with Spanish-language wording seen in bilingual ads. */
export const SPANISH = parseCorpus(`
block familial_status hud1995 | No se aceptan niños.
block familial_status hud1995 | Solo adultos.
block familial_status hud1995 | Ideal para parejas sin hijos.
block familial_status hud1995 | Sin niños, sin mascotas.
block familial_status hud1995 | Máximo dos niños.
block familial_status hud1995 | No apto para niños.
block familial_status hud1995 | No rentamos a familias con niños.
block familial_status hud1995 | Solamente adultos, edificio tranquilo.
block familial_status hud1995 | Prohibido niños.
block familial_status hud1995 | Ni niños ni mascotas.
block familial_status hud1995 | No se admiten menores de edad.
block familial_status hud1995 | Se prefieren parejas sin hijos.
block religion hud1995 | Solo cristianos.
block religion hud1995 | Comunidad cristiana, ideal para familias cristianas.
block religion hud1995 | Se prefieren inquilinos católicos.
block religion hud1995 | No se aceptan musulmanes.
block religion hud1995 | Hogar cristiano busca inquilino.
block race hud1995 | Solo blancos.
block race hud1995 | No hispanos.
block race hud1995 | Barrio latino cerca del centro.
block national_origin hud1995 | No se aceptan extranjeros.
block national_origin hud1995 | Debe hablar inglés.
block national_origin hud1995 | Solo ciudadanos americanos.
block national_origin hud1995 | No inmigrantes.
block national_origin hud1995 | Ideal para familias mexicanas.
block sex hud1995 | Solo mujeres.
block sex hud1995 | No se aceptan hombres.
block handicap hud1995 | No sillas de ruedas.
block handicap hud1995 | No apto para discapacitados.
block handicap hud1995 | Debe poder subir escaleras.
block source_of_income@CA hudSoi | No Sección 8.
block source_of_income@NY hudSoi | No aceptamos vales de vivienda.
block source_of_income@NJ hudSoi | No se acepta asistencia del gobierno.
block marital_status@CA state | Solo matrimonios.
block marital_status@NY state | Solo parejas casadas.
block age@NY state | No ancianos.
block sexual_orientation hud2021 | No se aceptan gays.
warn familial_status hud1995 | Ideal para jóvenes profesionales y parejas.
warn familial_status hud1995 | Perfecto para familias, patio grande.
warn familial_status hopa | Comunidad para personas mayores de 55 años.
ok familial_status hud1995 | Sala familiar con chimenea.
ok familial_status hud1995 | Cerca de escuelas y parques.
ok familial_status hud1995 | Recámara principal con clóset vestidor.
ok familial_status hud1995 | Casa unifamiliar en calle tranquila.
ok religion hud1995 | A pocos pasos de la iglesia de San José.
ok religion hud1995 | ¡Feliz Navidad de parte de nuestro equipo!
ok national_origin style | Casa estilo colonial español con puertas francesas.
ok national_origin hud1995 | Se habla español.
ok race style | Cocina blanca con granito negro.
ok race style | Pisos de madera y gabinetes blancos.
ok handicap hud1995 | Acceso para silla de ruedas y rampa en la entrada.
ok handicap hud1995 | No se permite fumar.
ok handicap hud1995 | No se aceptan mascotas.
ok source_of_income hudSoi | Se aceptan vales de vivienda.
ok source_of_income hudSoi | Ingresos de 3 veces la renta.
ok familial_status hud1995 | Patio grande con área de juegos para niños.
ok familial_status hud1995 | Barrio tranquilo y deseable.
ok familial_status hud1995 | Tres recámaras, dos baños, cochera para dos autos.
ok race hud1995 | Vecindario tranquilo cerca del parque.
ok age state | Árboles maduros y jardín amplio.
`);
