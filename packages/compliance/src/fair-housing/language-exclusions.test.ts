import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const classes = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c) covers notices in any language; HUD LEP guidance (2016) for the languages.
describe('exclusions in Spanish, Portuguese, Tagalog, Korean, Vietnamese and Chinese (the rules foreign-exclusions.ts held, now built by language-rules.ts)', () => {
  it('blocks refusing children and preferring couples without children', () => {
    for (const text of [
      'No se aceptan niños.',
      'Sin niños.',
      'Se rentan cuartos, no se aceptan menores de edad.',
      'Departamento para parejas, sin bebés.',
      'Não aceitamos crianças.',
      'Somente casais sem filhos.',
      'Casa para alugar, não aceitamos filhos.',
      'Bawal ang bata.',
      'Bawal ang may anak.',
      'Hindi pwede ang may bata.',
      'Para sa mag-asawang walang anak lamang.',
      '아이 사절.',
      '어린이 사절.',
      '자녀 동반 불가.',
      '아이 있는 가정 사절.',
      'Không nhận trẻ em.',
      'Phòng cho thuê, không nhận trẻ nhỏ.',
      'Vợ chồng chưa có con.',
      'Không cho thuê gia đình có con nhỏ.',
      '不要小孩。',
      '谢绝带小孩。',
      '有小孩勿扰。',
      '谢绝儿童。',
      '限夫妻，无小孩。',
      '無小孩的夫妻優先。',
      '아이는 안됩니다.',
      'No aceptamos niños.',
      '不接受小朋友。',
      'Se prohíben niños.',
      'Solo se renta a parejas sin niños.',
      'Não aceitamos casais com filhos.',
      '아이 동반 입주 불가.',
      '不收带小孩的租客。',
      'Không nhận gia đình có trẻ em.',
      'Se renta departamento, no niños.',
      'No se admiten menores.',
      'Solamente personas sin hijos.',
      'Aluga-se para casal sem filhos.',
      'Proibido crianças.',
      'Walang bata lang po.',
      '자녀 없는 신혼부부만.',
      '유아 동반 불가.',
      'Chỉ cho thuê vợ chồng không có con.',
      '只限夫妻，不要小孩。',
      '限单身，谢绝小孩。',
      'Somente casais.',
      'Para sa mag-asawa lamang.',
      '부부만.',
      'Chỉ cho vợ chồng.',
      '只限夫妻。',
      'Không nhận con nít.',
      'Walang bata, walang alaga.',
      '不接受带孩子的家庭。',
      '不租给有小孩的家庭。',
    ])
      expect(classes(text), text).toContain('familial_status block');
  });

  it('blocks a nationality or a faith named as the only one wanted', () => {
    const cases: [string, string][] = [
      ['Solo para mexicanos.', 'national_origin'],
      ['Solo inquilinos colombianos.', 'national_origin'],
      ['Solo cristianos.', 'religion'],
      ['Solamente para cristianos.', 'religion'],
      ['Apenas brasileiros.', 'national_origin'],
      ['Só para brasileiros.', 'national_origin'],
      ['Apartamento somente para evangélicos.', 'religion'],
      ['Para lamang sa mga Pilipino.', 'national_origin'],
      ['한국인만.', 'national_origin'],
      ['중국인 사절.', 'national_origin'],
      ['외국인 불가.', 'national_origin'],
      ['기독교인만.', 'religion'],
      ['Chỉ cho người Việt.', 'national_origin'],
      ['Ưu tiên người Việt.', 'national_origin'],
      ['只租给中国人。', 'national_origin'],
      ['仅限华人。', 'national_origin'],
      ['只限華人。', 'national_origin'],
      ['Không nhận người nước ngoài.', 'national_origin'],
      ['本房只租华人。', 'national_origin'],
      ['외국인 안 받습니다.', 'national_origin'],
      ['Không cho người nước ngoài thuê.', 'national_origin'],
      ['Não alugamos para estrangeiros.', 'national_origin'],
      ['Mga Pilipino lang.', 'national_origin'],
      ['중국 사람 사절.', 'national_origin'],
      ['Ưu tiên người Hoa.', 'national_origin'],
      ['不租给外国人。', 'national_origin'],
      ['华人优先。', 'national_origin'],
      ['本人只租给基督徒。', 'religion'],
      ['조선족 사절.', 'national_origin'],
      ['Solo familias mexicanas.', 'national_origin'],
      ['Somente para católicos.', 'religion'],
      ['只租给华人。', 'national_origin'],
    ];
    for (const [text, category] of cases) expect(classes(text), text).toContain(`${category} block`);
  });

  it('leaves refusals of other things, and children named near a school', () => {
    for (const text of [
      'Cerca de escuelas y parques para niños.',
      'Se aceptan niños y mascotas.',
      'Sin mascotas.',
      'Sem animais de estimação.',
      'Sem fumantes.',
      'Perto de escolas para crianças.',
      'Bawal manigarilyo.',
      'Malapit sa paaralan ng mga bata.',
      '흡연 사절.',
      '반려동물 불가.',
      '어린이 놀이터 근처.',
      'Không hút thuốc.',
      'Gần trường học cho trẻ em.',
      '谢绝吸烟。',
      '禁止吸烟。',
      '近学校。',
      '近小学，适合有小孩的家庭。',
      'Solo 5 minutos del centro.',
      'Sin cuota de mantenimiento.',
      'Bawal ang alagang hayop.',
      '어린이집 근처 위치.',
      '자녀 교육에 좋은 학군.',
      'Khong nhan thu cung.',
      '附近有儿童乐园。',
      '小孩上学方便。',
      'Solo cristales templados en ventanas.',
      'Apenas 5 minutos do metrô.',
      '限停车位一个。',
      'Solo pago en efectivo.',
      'Preferimos contrato de un año.',
      'Apenas 2 quadras da praia.',
      'Mga bagong appliances lang.',
      '근처 외국인 학교.',
      'Gần trường quốc tế cho người nước ngoài.',
      '附近有外国人社区和学校。',
      '欢迎有小孩的家庭。',
      'Se aceptan familias con niños.',
    ])
      expect(classes(text), text).toEqual([]);
  });

  // Mexican and Caribbean child words (lang-es.ts): "nenes", "chamaquitos", "plebes", "morros", "críos".
  it.each([
    'No se aceptan nenes.',
    'Sin chamaquitos.',
    'No nenes.',
    'No se admiten chiquitos.',
    'Sin críos ni mascotas.',
    'No rentamos a familias con plebes.',
    'Sin morros.',
    'No se aceptan bebés.',
    'No se aceptan niños pequeños.',
    'Departamento para pareja, no nenas.',
  ])('blocks the Spanish child word in %s', (text) => {
    expect(classes(text)).toContain('familial_status block');
  });

  it.each([
    'Cerca del parque de los nenes.',
    'Se aceptan chamacos y mascotas.',
    'Morros de piedra en el jardín.',
  ])('leaves alone %s', (text) => {
    expect(classes(text)).toEqual([]);
  });
});
