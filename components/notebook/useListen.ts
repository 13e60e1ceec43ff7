import { useState } from 'preact/hooks';
import type { ElementOf } from '../../lib/lookup/types';
import type { Send } from '../../lib/messages/send';
import { browserSpeech, speakArabic } from '../../lib/notebook/speech';

/**
 * What Listen plays: the service's recording of the lemma when its answer named one
 * (fetched by the background on the first press only, then kept), the system's Arabic
 * voice otherwise, and when the recording cannot be had.
 */
export function useListen(props: {
  entries: readonly ElementOf<'pos'>[];
  lemma: string;
  speech: { voice: string; rate: number };
  send: Send<'lemma-audio'>;
  session: string | undefined;
  onPlayed: () => void;
  onFailed: () => void;
}): { byRecording: boolean; listen: () => Promise<void> } {
  const recording = props.entries.find((entry) => entry.lemmaAudio)?.lemmaAudio ?? null;
  const [fetched, setFetched] = useState<{ url: string; dataUrl: string } | null>(null);

  const listen = async () => {
    if (recording !== null) {
      let dataUrl = fetched?.url === recording ? fetched.dataUrl : null;
      if (dataUrl === null) {
        const withSession = props.session === undefined ? {} : { session: props.session };
        const answer = await props.send({ type: 'lemma-audio', url: recording, ...withSession });
        if (answer.ok && 'dataUrl' in answer) {
          dataUrl = answer.dataUrl;
          setFetched({ url: recording, dataUrl });
        }
      }
      if (dataUrl !== null && (await played(dataUrl))) {
        props.onPlayed();
        return;
      }
      props.onFailed();
    }
    speakArabic(props.lemma, props.speech, browserSpeech());
  };
  return { byRecording: recording !== null, listen };
}

async function played(dataUrl: string): Promise<boolean> {
  try {
    await new Audio(dataUrl).play();
    return true;
  } catch {
    return false;
  }
}
