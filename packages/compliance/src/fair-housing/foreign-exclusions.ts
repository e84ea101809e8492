import { LANGUAGE_RULES } from './language-rules';
import type { StandaloneRule } from './standalone-rules';

/**
 * Exclusion wording in the languages HUD's LEP guidance (2016) lists among the most spoken after
 * English: Spanish, Portuguese, Tagalog, Korean, Vietnamese, Chinese. 42 U.S.C. §3604(c) covers an
 * advertisement in any language; HUD 1995 memo: "no children", "adults only" and a nationality or
 * faith named as wanted are unlawful whatever the words. Each language has a small vocabulary of
 * children, couples, nationalities and faiths, and its words of refusal and of "only"; a refusal of
 * something else ("sin mascotas", "bawal manigarilyo", "흡연 사절", "không hút thuốc", "谢绝吸烟")
 * names no one. Text is normalised first (normalise.ts): lower case, accents dropped, so Vietnamese
 * "không nhận trẻ em" is read as "khong nhan tre em"; Hangul and Han characters are kept as written.
 */
type Lang = { children: string; nations: string; faiths: string };

const ES: Lang = {
  children:
    '(?:ninos|ninas|nino|nina|hijos|hijas|hijo|hija|bebes|bebe|menores(?: de edad)?|chicos|criaturas|chamacos|escuincles)',
  nations:
    '(?:mexican|latin|hispan|american|chin|venezolan|cuban|colombian|guatemaltec|salvadoren|honduren|dominican|puertorriquen|peruan|argentin|filipin|corean|nicaraguense|ecuatorian|gringo|anglo)(?:os|as)|(?:espanoles|espanolas|nicaraguenses|estadounidenses|canadienses|arabes|asiaticos|asiaticas)',
  faiths:
    '(?:cristian|catolic|evangelic|judi|mormon|protestant|creyent|adventist)(?:os|as|es|o|a|e)|musulman(?:es|as)',
};
const PT: Lang = {
  children: '(?:criancas|crianca|filhos|filhas|filho|bebes|bebe|menores(?: de idade)?)',
  nations:
    '(?:brasileir|american|chines|japones|portugues|bolivian|paraguai|venezuelan|colombian|african|angolan|haitian)(?:os|as|o|a|es)|portugueses|chineses',
  faiths:
    '(?:cristaos|crista|catolic(?:os|as)|evangelic(?:os|as)|judeus|judias|muculmanos|muculmanas|espiritas)',
};
const TL: Lang = {
  children: '(?:(?:mga )?(?:bata|batang|anak|sanggol|paslit|chikiting))',
  nations:
    '(?:pilipino|filipino|pinoy|pinay|intsik|tsino|bumbay|amerikano|koreano|hapon|bisaya|ilokano|tagalog)',
  faiths: '(?:katoliko|kristiyano|muslim|iglesia ni cristo|born again|saksi ni jehova)',
};
const KO: Lang = {
  children: '(?:아이|아이들|어린이|자녀|아기|유아|애들|아동|미성년자|영유아|초등학생|학생 자녀)',
  nations:
    '(?:한국인|한국 사람|중국인|중국 사람|조선족|외국인|일본인|미국인|베트남인|필리핀인|흑인|백인|동남아인)',
  faiths: '(?:기독교인|기독교 신자|크리스천|교인|천주교인|천주교 신자|불교 신자|불자|무슬림|신자)',
};
const VI: Lang = {
  children: '(?:tre em|tre nho|con nho|con nit|em be|con cai|chau nho|tre con|co con|gia dinh co con)',
  nations:
    '(?:nguoi (?:viet|viet nam|hoa|trung quoc|tau|my|nuoc ngoai|han|han quoc|bac|nam|mien bac|mien nam|da den|da trang|an do|phi|philippines))',
  faiths: '(?:nguoi (?:cong giao|cong giao|theo dao|tin lanh|phat giao|hoi giao)|phat tu|tin huu|con chien)',
};
const ZH: Lang = {
  children: '(?:小孩|小朋友|儿童|兒童|孩子|婴儿|嬰兒|幼儿|幼兒|宝宝|寶寶|未成年人)',
  nations:
    '(?:中国人|中國人|华人|華人|大陆人|大陸人|台湾人|台灣人|香港人|外国人|外國人|黑人|白人|印度人|墨西哥人|越南人|韩国人|韓國人|日本人|老外|福建人|广东人|廣東人|东北人|東北人)',
  faiths: '(?:基督徒|天主教徒|佛教徒|穆斯林|回民|教友)',
};

type Rule = Pick<StandaloneRule, 'id' | 'category' | 'kind' | 'needs'> & { re: string };
// normalise.ts decomposes the text (NFKD) to drop accents, which splits Hangul syllables into jamo:
// the rules and their needed words are decomposed the same way (a no-op for the other scripts).
const rules = (lang: string, list: Rule[]): StandaloneRule[] =>
  list.map((r) => ({
    ...r,
    id: `${lang}-${r.id}`,
    source: 'fha3604c',
    needs: r.needs.map((n) => n.normalize('NFKD')),
    re: new RegExp(r.re.normalize('NFKD'), 'g'),
  }));
// What a Latin-script rule may be followed by: the end of its clause or a word boundary.
const END = '(?= \\||$| ,| [a-z])';

// "Couples only" in each language: a household limited to a couple keeps families with children out
// (HUD 1995 memo; 42 U.S.C. §3602(k)). Spanish is read by the class vocabulary ("solo parejas").
const COUPLES_ONLY: Rule[] = [
  {
    id: 'couples-only',
    category: 'familial_status',
    kind: 'prefer',
    needs: ['casal', 'casais', 'mag asawa', 'vo chong', 'cap doi'],
    re: `\\b(?:(?:somente|apenas|so|exclusivamente) (?:para )?(?:um )?(?:casais|casal)(?! com)|(?:para )?(?:sa )?(?:mga )?mag asawa(?:ng)? (?:lamang|lang)|(?:lamang|lang) (?:sa )?(?:mga )?mag asawa|chi (?:cho thue |cho |nhan )*(?:cap vo chong|vo chong|cap doi)(?! (?:co con|va con|co tre)))${END}`,
  },
  {
    // Korean "부부만", Chinese "只限夫妻".
    id: 'couples-only-cjk',
    category: 'familial_status',
    kind: 'prefer',
    needs: ['부부', '夫妻', '情侣', '情侶'],
    re: '(?:신혼부부|부부)(?: 분| 분들|들)?(?:만| 전용| 한정)|(?:只限|仅限|僅限|限|只租给|只租給|只租|仅租)(?:夫妻|情侣|情侶)',
  },
];

export const FOREIGN_RULES: readonly StandaloneRule[] = [
  // Russian, Arabic, French and Haitian Creole: built from per-language data (language-rules.ts).
  ...LANGUAGE_RULES,
  ...rules('all', COUPLES_ONLY),
  ...rules('es', [
    {
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: ['nin', 'hij', 'beb', 'menores', 'chicos', 'criaturas'],
      re: `\\b(?:sin|no (?:se )?(?:aceptan|acepta|aceptamos|admiten|admite|admitimos|permiten|permite|permitimos|rentamos|rento|alquilamos|alquilo|queremos)(?: a)?|se prohiben|se prohibe|prohibimos|prohibidos?|prohibidas?|no|nada de)(?: los| las)?(?: (?:parejas|familias|personas|inquilinos) con| (?:parejas|familias|personas) que tengan)? ${ES.children}${END}`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: ['solo', 'solamente', 'unicamente', 'exclusiv', 'nomas', 'sin '],
      re: `\\b(?:(?:solo|solamente|unicamente|exclusivamente|nomas) (?:para |a )?(?:los |las |personas |familias |inquilinos )?(?:${ES.nations})|(?:${ES.nations}) (?:solamente|unicamente|nomas)|(?:no|sin) (?:se aceptan )?(?:${ES.nations}))${END}`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: ['solo', 'solamente', 'unicamente', 'exclusiv'],
      re: `\\b(?:(?:solo|solamente|unicamente|exclusivamente) (?:para |a )?(?:los |las |personas |familias |inquilinos )?(?:${ES.faiths})|(?:${ES.faiths}) (?:solamente|unicamente))${END}`,
    },
  ]),
  ...rules('pt', [
    {
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: ['crian', 'filh', 'beb', 'menores'],
      re: `\\b(?:sem|nao (?:se )?(?:aceitamos|aceita|aceitam|alugamos|alugo|queremos|permitimos|permite|sao permitidas|sao aceitas|sao aceitos)|proibido|proibidas|proibidos|proibimos|nada de)(?: as| os)?(?: (?:casais|familias|pessoas|inquilinos) com| (?:casais|familias|pessoas) que tenham)? ${PT.children}${END}`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: ['somente', 'apenas', 'exclusiv', 'so para', 'so os', 'so as'],
      re: `\\b(?:so|somente|apenas|exclusivamente) (?:para )?(?:os |as )?(?:${PT.nations})${END}`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: ['somente', 'apenas', 'exclusiv', 'so para', 'so os', 'so as'],
      re: `\\b(?:so|somente|apenas|exclusivamente) (?:para )?(?:os |as )?(?:${PT.faiths})${END}`,
    },
  ]),
  ...rules('tl', [
    {
      // "Bawal ang bata", "hindi tumatanggap ng may anak", "mag-asawang walang anak lamang".
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: ['bata', 'anak', 'sanggol', 'paslit', 'chikiting'],
      re: `\\b(?:bawal (?:ang |na )?(?:may )?|hindi (?:pwede|puwede|pwedeng|puwedeng|tumatanggap ng|tinatanggap ang) (?:ang )?(?:may )?|walang (?:kasamang )?)${TL.children}${END}`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: [
        'lamang',
        'lang sa',
        'lang mga',
        'lang ang',
        'pilipino',
        'filipino',
        'pinoy',
        'pinay',
        'intsik',
        'tsino',
        'bumbay',
        'amerikano',
        'koreano',
        'hapon',
        'bisaya',
        'ilokano',
        'tagalog',
      ],
      re: `\\b(?:(?:para )?(?:lamang|lang) (?:sa )?(?:mga )?(?:${TL.nations})|(?:mga )?(?:${TL.nations}) (?:lamang|lang|only))${END}`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: [
        'lamang',
        'lang sa',
        'lang mga',
        'lang ang',
        'katoliko',
        'kristiyano',
        'muslim',
        'iglesia',
        'born again',
        'saksi',
      ],
      re: `\\b(?:(?:para )?(?:lamang|lang) (?:sa )?(?:mga )?(?:${TL.faiths})|(?:mga )?(?:${TL.faiths}) (?:lamang|lang|only))${END}`,
    },
  ]),
  ...rules('ko', [
    {
      // "아이 사절", "자녀 동반 불가", "어린이는 안 됩니다", "자녀 없는 부부만".
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: ['아이', '어린이', '자녀', '아기', '유아', '애들', '아동', '미성년', '초등'],
      re: `${KO.children}(?:은|는|이|가|을|를|들|들은| 동반| 있는 (?:가정|가족|분|세대))? ?(?:사절|불가|안 ?됨|안 ?됩니다|안 ?돼요|금지|거절|사양|받지 ?않|안 ?받|입주 ?불가)|${KO.children} ?없는 (?:부부|신혼부부|분|가정|세대)`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: ['인', '사람', '조선족'],
      re: `${KO.nations}(?: 분| 분들|들)?(?:만| 전용| 한정| 우대| 선호)|${KO.nations}(?:은|는)? ?(?:사절|불가|안 ?됨|안 ?됩니다|안 ?돼요|금지|거절|사양|받지 ?않|안 ?받|입주 ?불가)`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: ['교', '크리스천', '무슬림', '신자', '불자'],
      re: `${KO.faiths}(?: 분| 분들|들)?(?:만| 전용| 한정| 우대| 선호)`,
    },
  ]),
  ...rules('vi', [
    {
      // "Không nhận trẻ em", "không cho thuê gia đình có con nhỏ", "vợ chồng chưa có con".
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: [
        'tre em',
        'tre nho',
        'tre con',
        'con nho',
        'con nit',
        'em be',
        'con cai',
        'chau nho',
        'co con',
        'vo chong',
        'cap doi',
      ],
      re: `\\b(?:(?:khong|ko|k) (?:nhan|cho thue|tiep|chap nhan|cho o|cho phep|dung)(?: cho)?|cam|mien tiep|xin mien|tu choi) (?:nguoi co |gia dinh co |ho co )?${VI.children}${END}|\\b(?:vo chong|cap vo chong|cap doi|gia dinh) (?:chua co|khong co|khong) (?:con|con nho|tre em)(?: (?:nho|thoi|ma thoi))?${END}`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: ['nguoi'],
      re: `\\b(?:chi|uu tien|danh rieng) (?:cho thue |nhan |cho |danh cho )*(?:${VI.nations})${END}|\\b(?:khong|ko) (?:nhan|cho thue|tiep)(?: cho)? (?:${VI.nations})${END}|\\b(?:khong|ko) cho (?:${VI.nations}) (?:thue|o|vao o)\\b`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: ['nguoi', 'phat tu', 'tin huu', 'con chien'],
      re: `\\b(?:chi|uu tien|danh rieng) (?:cho thue |nhan |cho |danh cho )*(?:${VI.faiths})${END}`,
    },
  ]),
  ...rules('zh', [
    {
      // "不要小孩", "谢绝带小孩", "有小孩勿扰", "限夫妻，无小孩".
      id: 'no-children',
      category: 'familial_status',
      kind: 'exclude',
      needs: ['孩', '小朋友', '儿童', '兒童', '婴儿', '嬰兒', '幼儿', '幼兒', '宝宝', '寶寶', '未成年'],
      re: `(?:不要|谢绝|謝絕|不接受|拒绝|拒絕|不租给|不租給|恕不接待|禁止|婉拒|不收|不能|不可以|不可)(?:带|帶|有|携带|攜帶)?${ZH.children}|(?:有|带|帶)${ZH.children}(?:者|的)?(?:勿扰|勿擾|免问|免問|免谈|免談|不租|不可|不行|勿询|勿詢)|(?:限|只限|仅限|僅限|只租|仅租|僅租)[^|]{0,8}?(?:无|無|没有|沒有|不带|不帶)${ZH.children}|(?:无|無|没有|沒有|不带|不帶)${ZH.children}(?:的)?(?:夫妻|情侣|情侶|家庭|租客|房客)(?:优先|優先)?`,
    },
    {
      id: 'only-nation',
      category: 'national_origin',
      kind: 'prefer',
      needs: ['只', '仅', '僅', '限', '优先', '優先', '不租', '谢绝', '謝絕', '不要'],
      re: `(?:只|仅|僅|限|只限|仅限|僅限)(?:租给|租給|租|于|於|招|要)?${ZH.nations}|${ZH.nations}(?:优先|優先)|(?:不租给|不租給|谢绝|謝絕|不要|拒绝|拒絕)${ZH.nations}`,
    },
    {
      id: 'only-faith',
      category: 'religion',
      kind: 'prefer',
      needs: ['只', '仅', '僅', '限', '优先', '優先'],
      re: `(?:只|仅|僅|限|只限|仅限|僅限)(?:租给|租給|租|于|於|招|要)?${ZH.faiths}|${ZH.faiths}(?:优先|優先)`,
    },
  ]),
];
