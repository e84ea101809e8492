import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Arabic (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "للعرب فقط" (for Arabs only), "للمسلمين
 * فقط" (for Muslims only), "لا نقبل أطفال" (we don't accept children), "بدون أطفال" (without children):
 * a national origin, a faith or children named as limited (42 U.S.C. §3604(c)). The prepositions and
 * the article are glued to the noun ("لل", "ال", "ب"), so they are the prefix. "بدون حيوانات" (no pets)
 * and "بدون عمولة" (no fee) name no one. Hamza and vowel marks are dropped, as normalise.ts drops them.
 */
export const ARABIC: LanguageData = {
  lang: 'ar',
  source: 'hudLep2007',
  onlyBefore: ['فقط', 'حصريا', 'خاص', 'مخصص'],
  onlyAfter: ['فقط', 'حصرا', 'حصريا', 'only'],
  refuseBefore: [
    'لا نقبل',
    'لا يقبل',
    'لا نؤجر',
    'لا يسمح',
    'غير مسموح',
    'ممنوع',
    'يمنع',
    'بدون',
    'بلا',
    'نرفض',
    'مرفوض',
    // Gulf and Levantine "doesn't want": "صاحب البيت ما يبغى عرب" (the owner doesn't want Arabs).
    'ما يبغى',
    'ما يبغي',
    'ما يبي',
    'ما يريد',
    'لا يريد',
    'ما بدو',
  ],
  refuseAfter: ['ممنوع', 'ممنوعين', 'غير مقبول', 'غير مقبولين', 'غير مسموح'],
  links: ['ل', 'لل', 'عائلات', 'العائلات', 'مع', 'لديها', 'عندها', 'الذين', 'لديهم', 'ب', 'الاشخاص'],
  prefix: '(?:و)?(?:لل|ل|ال|بال|ب)?',
  classes: {
    familial_status: ['أطفال', 'طفل', 'أولاد', 'صغار', 'رضع'],
    national_origin: [
      'عرب',
      'عربي',
      'عربية',
      'أجانب',
      'مصريين',
      'سوريين',
      'لبنانيين',
      'عراقيين',
      'يمنيين',
      'فلسطينيين',
      'مغاربة',
      'هنود',
      'أفارقة',
      'مهاجرين',
      'جاليات',
    ],
    race: ['سود', 'سمر'],
    religion: ['مسلمين', 'مسلم', 'مسلمات', 'مسيحيين', 'مسيحي', 'يهود', 'شيعة', 'سنة'],
    handicap: [
      'معاقين',
      'ذوي الإعاقة',
      'كراسي متحركة',
      'كرسي متحرك',
      'ذوي الاحتياجات الخاصة',
      'ذوي الهمم',
      'المكفوفين',
    ],
    // A housemate's sex in a shared home is the writer's choice (shared-rooms.ts).
    sex: unlessShared(['نساء', 'سيدات', 'رجال'], ['سكن مشترك', 'مشاركة', 'شريكة سكن', 'شريك سكن', 'غرفة في']),
  },
};
