/** What Listen needs of the Web Speech API; the browser's in the extension, fakes in tests. */
export interface SpeechDeps {
  synth: Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel'>;
  Utterance: new (text: string) => SpeechSynthesisUtterance;
}

export function browserSpeech(): SpeechDeps | null {
  return typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined'
    ? null
    : { synth: speechSynthesis, Utterance: SpeechSynthesisUtterance };
}

export function arabicVoices(deps: SpeechDeps | null): SpeechSynthesisVoice[] {
  return deps ? deps.synth.getVoices().filter((voice) => /^ar\b/i.test(voice.lang)) : [];
}

/**
 * Speaks `text` (the vocalised lemma: the diacritics tell the voice how to say it) in the
 * chosen Arabic voice, else the first Arabic one. False when the system has none.
 */
export function speakArabic(
  text: string,
  options: { voice: string; rate: number },
  deps: SpeechDeps | null,
): boolean {
  const voices = arabicVoices(deps);
  const voice = voices.find((each) => each.name === options.voice) ?? voices[0];
  if (!deps || !voice) return false;
  const utterance = new deps.Utterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = options.rate;
  deps.synth.cancel();
  deps.synth.speak(utterance);
  return true;
}
