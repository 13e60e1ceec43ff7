import { useEffect, useState } from 'preact/hooks';
import { arabicVoices, browserSpeech } from '../../lib/notebook/speech';

/** The system's Arabic voices; browsers load them late and say so with `voiceschanged`. */
export function useArabicVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState(() => arabicVoices(browserSpeech()));
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const update = () => setVoices(arabicVoices(browserSpeech()));
    speechSynthesis.addEventListener('voiceschanged', update);
    update();
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
