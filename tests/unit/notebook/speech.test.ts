import { describe, expect, it, vi } from 'vitest';
import { entryText } from '../../../lib/notebook/copy-text';
import { arabicVoices, type SpeechDeps, speakArabic } from '../../../lib/notebook/speech';

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const speak = vi.fn<(utterance: SpeechSynthesisUtterance) => void>();
  const deps: SpeechDeps = {
    synth: { getVoices: () => voices, speak, cancel: vi.fn() },
    Utterance: FakeUtterance as unknown as SpeechDeps['Utterance'],
  };
  return { deps, speak };
}

describe('Listen', () => {
  it('speaks the vocalised lemma in the chosen Arabic voice, at the chosen rate', () => {
    const { deps, speak } = fakeSpeech([
      voice('English', 'en-US'),
      voice('Maged', 'ar-SA'),
      voice('Laila', 'ar-EG'),
    ]);
    expect(speakArabic('كِتَابٌ', { voice: 'Laila', rate: 0.8 }, deps)).toBe(true);
    const utterance = speak.mock.calls[0]?.[0] as unknown as FakeUtterance;
    expect(utterance.text).toBe('كِتَابٌ');
    expect(utterance.lang).toBe('ar-EG');
    expect(utterance.voice?.name).toBe('Laila');
    expect(utterance.rate).toBe(0.8);
  });

  it('falls back to the first Arabic voice, and does nothing without one', () => {
    const arabic = fakeSpeech([voice('English', 'en-US'), voice('Maged', 'ar-SA')]);
    speakArabic('قلم', { voice: 'gone', rate: 1 }, arabic.deps);
    const [[spoken] = []] = arabic.speak.mock.calls;
    expect((spoken as unknown as FakeUtterance | undefined)?.lang).toBe('ar-SA');

    const none = fakeSpeech([voice('English', 'en-US')]);
    expect(arabicVoices(none.deps)).toEqual([]);
    expect(speakArabic('قلم', { voice: '', rate: 1 }, none.deps)).toBe(false);
    expect(none.speak).not.toHaveBeenCalled();
    expect(speakArabic('قلم', { voice: '', rate: 1 }, null)).toBe(false);
  });
});

describe('Copy', () => {
  it('gives lemma, part of speech, senses and lexicon as plain text', () => {
    expect(
      entryText([
        { lemma: 'كِتَاب', lexiconName: 'المعاصر', pos: 'اسم', senses: ['ما يكتب فيه', 'رسالة'] },
        { lemma: 'كَتَبَ', lexiconName: 'الرياض', pos: null, senses: ['خطّ'] },
      ]),
    ).toBe('كِتَاب (اسم)\n1. ما يكتب فيه\n2. رسالة\n— المعاصر\n\nكَتَبَ\n1. خطّ\n— الرياض');
  });

  it('gives each sense’s translations after it, with the language named', () => {
    const translations = [
      { sense: 'ما يكتب فيه', word: 'book', language: 'en', languageLabel: 'English' },
      { sense: 'ما يكتب فيه', word: 'livre', language: 'fr', languageLabel: null },
    ];
    expect(
      entryText([
        {
          lemma: 'كِتَاب',
          lexiconName: 'المعاصر',
          pos: 'اسم',
          senses: ['ما يكتب فيه', 'رسالة'],
          translations,
        },
      ]),
    ).toBe('كِتَاب (اسم)\n1. ما يكتب فيه (English: book; fr: livre)\n2. رسالة\n— المعاصر');
  });
});
