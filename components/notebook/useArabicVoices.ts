import { useEffect, useState } from 'preact/hooks';
import { arabicVoices, browserSpeech } from '../../lib/notebook/speech';

/**
 * The system's Arabic voices; browsers load them late and say so with `voiceschanged`.
 * Asked after the first paint, not while rendering: the first ask connects the page to the
 * browser's speech service, and the card's first render (which sends its lookup) must not
 * wait for that.
 */
export function useArabicVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const update = () => setVoices(arabicVoices(browserSpeech()));
    speechSynthesis.addEventListener('voiceschanged', update);
    update();
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
