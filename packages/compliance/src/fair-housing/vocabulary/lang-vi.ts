import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Vietnamese (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "chỉ cho người Việt" (Vietnamese
 * only), "không nhận trẻ em" (we don't accept children), "không cho thuê người da đen", "ưu tiên
 * người Công giáo" (Catholics preferred): 42 U.S.C. §3604(c); "chỉ cho vợ chồng" (couples only) and
 * "vợ chồng chưa có con" (a couple without children) keep families out. "Không hút thuốc" (no
 * smoking), "không nuôi thú" (no pets) and "gần nhà thờ" (near a church) name no one. normalise.ts
 * reads đ as d, and "k"/"ko" are how ads shorten "không".
 */
export const VIETNAMESE: LanguageData = {
  lang: 'vi',
  source: 'hudLep2007',
  onlyBefore: ['chỉ', 'chỉ cho', 'chỉ nhận', 'ưu tiên', 'dành riêng cho', 'dành cho'],
  onlyAfter: ['thôi', 'mà thôi', 'only'],
  refuseBefore: [
    'không nhận',
    'không cho thuê',
    'không tiếp',
    'không chấp nhận',
    'không cho',
    'ko nhận',
    'ko cho thuê',
    'ko tiếp',
    'k nhận',
    'k cho thuê',
    'không cho ở',
    'không cho phép',
    'không dùng',
    'xin miễn',
    'cấm',
    'miễn tiếp',
    'từ chối',
  ],
  refuseAfter: ['miễn tiếp', 'xin miễn', 'không được', 'không cho thuê', 'không nhận'],
  // "lý tưởng cho người Việt" (ideal for Vietnamese people): HUD 1995 memo, a warning.
  suitsBefore: ['lý tưởng cho', 'thích hợp cho', 'phù hợp cho', 'phù hợp với'],
  suitsClasses: ['race', 'religion', 'national_origin'],
  links: ['cho', 'thuê', 'gia đình', 'có', 'các', 'những', 'người', 'hộ'],
  classes: {
    familial_status: [
      'trẻ em',
      'trẻ nhỏ',
      'con nhỏ',
      'con nít',
      'em bé',
      'trẻ con',
      'con cái',
      'cháu nhỏ',
      'có con',
      // "gia đình có trẻ em" (a family with children): the household word keeps the links to two.
      'gia đình có (?:trẻ em|trẻ nhỏ|con nhỏ|con)',
    ],
    // A housemate's sex in a shared home is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      // Bare "nam" (male) only counts after a marker ("chỉ nhận nam"); "Việt Nam" and "miền Nam" (the
      // south) never follow one directly. Bare "nữ" reads "nu", too short a stem to gate a rule.
      ['phụ nữ', 'đàn ông', 'nữ giới', 'nam giới', 'nam(?! (?:bộ|phần|sài gòn|cali))'],
      ['ở ghép', 'ở chung', 'bạn cùng phòng', 'phòng ghép'],
    ),
    source_of_income: ['section 8', 'phiếu (?:nhà|thuê nhà|trợ cấp)'],
    national_origin: [
      'người (?:việt(?: nam)?|hoa|tàu|mỹ|mễ|nước ngoài|trung quốc|ấn độ|mễ tây cơ|mexico|phi|philippines|hàn(?: quốc)?|bắc|nam|miền bắc|miền nam)',
    ],
    race: ['người da (?:đen|trắng|màu)', 'dân da (?:đen|trắng|màu)', 'mọi đen'],
    religion: ['người (?:công giáo|theo đạo|tin lành|phật giáo|hồi giáo)', 'phật tử', 'tín hữu', 'con chiên'],
    handicap: ['người (?:khuyết tật|tàn tật|đi xe lăn)', 'xe lăn'],
  },
  couples: {
    // "vợ chồng có con" (a couple with children) limits no one.
    words: ['cặp vợ chồng', 'vợ chồng', 'cặp đôi'].map((w) => `${w}(?! (?:có con|và con|có trẻ))`),
    households: ['gia đình'],
    without: ['chưa có', 'không có', 'không'],
    children: ['con'],
  },
};
