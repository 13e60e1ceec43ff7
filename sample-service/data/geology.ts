import { entry, relation } from './build';
import type { EntryRecord } from './types';

/**
 * The private lexicon: specialised terms. Some lemmas are only here (بُرْكَان, صُهَارَة,
 * صَدْع, قِشْرَة), others also appear in public lexicons with everyday senses.
 */
export const GEOLOGY_ENTRIES: readonly EntryRecord[] = [
  entry({
    lemma: 'زِلْزَال',
    pos: 'اسم',
    root: 'ز ل ز ل',
    pattern: 'فِعْلَال',
    senses: ['اهتزاز سطح الأرض الناتج عن انطلاق مفاجئ للطاقة على امتداد صدع'],
    examples: ['سُجّل زلزالٌ بقوة خمس درجات على مقياس ريختر'],
    structures: [relation('hypernym', 'ظَاهِرَة طَبِيعِيَّة', 'حدث يقع في الطبيعة دون تدخل الإنسان')],
  }),
  entry({
    lemma: 'بُرْكَان',
    pos: 'اسم',
    root: 'ب ر ك',
    pattern: 'فُعْلَان',
    senses: ['فتحة في القشرة الأرضية تخرج منها الصهارة والغازات'],
    examples: ['ثار البركانُ بعد خمود طويل'],
    structures: [relation('meronym', 'فُوَّهَة', 'الفتحة العليا للبركان')],
  }),
  entry({
    lemma: 'صُهَارَة',
    pos: 'اسم',
    root: 'ص ه ر',
    pattern: 'فُعَالَة',
    senses: ['صخور منصهرة في باطن الأرض'],
    synonyms: ['مَاغْمَا'],
  }),
  entry({
    lemma: 'صَدْع',
    pos: 'اسم',
    root: 'ص د ع',
    pattern: 'فَعْل',
    senses: ['كسر في صخور القشرة الأرضية تحركت على جانبيه الكتل الصخرية'],
  }),
  entry({
    lemma: 'قِشْرَة',
    pos: 'اسم',
    root: 'ق ش ر',
    pattern: 'فِعْلَة',
    senses: ['الطبقة الخارجية الصلبة من الأرض'],
  }),
  entry({
    lemma: 'ذَهَب',
    pos: 'اسم',
    root: 'ذ ه ب',
    pattern: 'فَعَل',
    senses: ['عنصر فلزي رمزه Au وعدده الذري 79'],
    structures: [relation('hypernym', 'فِلِزّ', 'عنصر موصل للحرارة والكهرباء')],
  }),
  entry({
    lemma: 'بَحْر',
    pos: 'اسم',
    root: 'ب ح ر',
    pattern: 'فَعْل',
    senses: ['مسطح مائي مالح أصغر من المحيط يتصل به غالبًا'],
  }),
];
