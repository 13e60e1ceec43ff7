import { MAX_ANSWER_BYTES } from './parse';

/**
 * An answer's body as text, or null when it is larger than `maxBytes`: then it is not
 * read past the limit (the stream is cancelled), and a declared Content-Length over the
 * limit is not read at all. A response without a usable body reads as an empty one.
 */
export async function readBoundedText(
  response: unknown,
  maxBytes: number = MAX_ANSWER_BYTES,
): Promise<string | null> {
  const declared = Number(headerOf(response, 'content-length'));
  const stream = bodyOf(response);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void stream?.cancel().catch(() => undefined);
    return null;
  }
  if (stream) return readStream(stream, maxBytes);
  // A fetch stand-in without a stream: the text is in memory already, but is not parsed.
  const text = (response as { text?: unknown }).text;
  if (typeof text !== 'function') return '';
  const value: unknown = await text.call(response);
  if (typeof value !== 'string') return '';
  return new TextEncoder().encode(value).length > maxBytes ? null : value;
}

async function readStream(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<string | null> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * An answer's body as bytes (a recording), or null when it is larger than `maxBytes`:
 * never read past the limit, and not at all when its declared length is over it.
 */
export async function readBoundedBytes(
  response: Response,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const declared = Number(headerOf(response, 'content-length'));
  const stream = bodyOf(response);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void stream?.cancel().catch(() => undefined);
    return null;
  }
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function headerOf(response: unknown, name: string): string | null {
  try {
    const headers = (response as { headers?: { get?: unknown } }).headers;
    const value: unknown =
      typeof headers?.get === 'function' ? headers.get.call(headers, name) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function bodyOf(response: unknown): ReadableStream<Uint8Array> | null {
  try {
    const body = (response as { body?: unknown }).body;
    return body instanceof ReadableStream ? (body as ReadableStream<Uint8Array>) : null;
  } catch {
    return null;
  }
}
