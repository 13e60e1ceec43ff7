import type { LexiconRecord } from './types';

/**
 * The sample lexicons. Invented for this project except the Riyadh dictionary's name and its
 * non-UUID id, kept because the real service has it (field notes) and clients must cope.
 */
export const RIYADH_ID = 'Riyadh';
export const BASIC_ID = 'f3a9c2d4-6b1e-4c8a-9d2f-7e5b3a1c0d84';
export const VERBS_ID = '8c1d7e2a-3f4b-4a6c-b5d9-1e2f3a4b5c6d';
/** The private lexicon: only keys authorised for it may name it, and only in /private. */
export const GEOLOGY_ID = 'b7e4f1a2-9c3d-4e5f-8a6b-0c1d2e3f4a5b';

export const LEXICON_RECORDS: readonly LexiconRecord[] = [
  {
    _id: RIYADH_ID,
    name: 'معجم الرياض للغة العربية المعاصرة',
    title: 'معجم للغة العربية المعاصرة (عينة تجريبية)',
    version: '1.0',
    publisherName: 'بيانات تجريبية لمشروع لسان',
    isPublic: true,
  },
  {
    _id: BASIC_ID,
    name: 'معجم لسان للمفردات الأساسية',
    title: 'مفردات عربية أساسية بتعريفات موجزة',
    version: '2.3',
    publisherName: 'بيانات تجريبية لمشروع لسان',
    isPublic: true,
  },
  {
    _id: VERBS_ID,
    name: 'معجم الأفعال العربية المصرفة',
    title: 'أفعال عربية مع تصريفها في الماضي',
    version: '1.4',
    publisherName: 'بيانات تجريبية لمشروع لسان',
    isPublic: true,
  },
  {
    _id: GEOLOGY_ID,
    name: 'معجم مصطلحات علوم الأرض',
    title: 'مصطلحات متخصصة في الجيولوجيا (معجم خاص)',
    version: '0.9',
    publisherName: 'بيانات تجريبية لمشروع لسان',
    isPublic: false,
  },
];
