import type { ServerResponse } from 'node:http';
import { ENTRIES } from './data/index';

/**
 * Recordings of lemmas, as the rich search names them in `lemmaAudio`: a short tone made
 * here (no recording is shipped), one per entry marked `recording`. Served outside the API
 * path and without a key, like a media file on the service's host.
 */

export const AUDIO_PREFIX = '/audio/';

/** The path of an entry's recording. */
export function audioPath(entryId: string): string {
  return `${AUDIO_PREFIX}${entryId}.wav`;
}

/** 0.3 s of a 440 Hz tone: 16-bit mono PCM at 8 kHz, with its 44-byte WAV header. */
export function toneWav(seconds = 0.3, rate = 8000, hertz = 440): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * hertz * index) / rate) * 0.3 * 0x7fff;
    data.writeInt16LE(Math.round(value), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** GET /audio/<entry id>.wav: the tone for an entry with a recording, else 404. */
export function serveAudio(res: ServerResponse, path: string): void {
  const id = path.slice(AUDIO_PREFIX.length).replace(/\.wav$/, '');
  const known = ENTRIES.some((entry) => entry._id === id && entry.recording === true);
  if (!known) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such recording');
    return;
  }
  const body = toneWav();
  res
    .writeHead(200, {
      'Content-Type': 'audio/wav',
      'Content-Length': String(body.length),
      'Access-Control-Allow-Origin': '*',
    })
    .end(body);
}
