import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SampleService, startSampleService } from '../../sample-service/server';

let service: SampleService;

beforeAll(async () => {
  service = await startSampleService({ port: 0 });
});
afterAll(async () => {
  await service.close();
});

/** Sends the path byte for byte: fetch would resolve dot segments before they reach the server. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(service.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Arabic words of a page, each as written (diacritics kept). */
function arabicWords(html: string): Set<string> {
  return new Set(html.match(/[\u0621-\u065F\u0670]+/g) ?? []);
}

const DOUBLE_CLICKED = [
  'كتاب',
  'مكتبة',
  'علم',
  'سلام',
  'جميل',
  'كبير',
  'صغير',
  'بيت',
  'قلم',
  'شمس',
  'قمر',
  'بحر',
  'كتب',
  'ذهب',
  'درس',
  'قرأ',
  'لغة',
  'عربية',
  'مدرسة',
  'طالب',
  'معلم',
  'حب',
  'سعادة',
  'ماء',
  'زلزل',
];

describe('pages', () => {
  it('redirects / to the demo page', async () => {
    const response = await fetch(`${service.origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pages/demo.html');
  });

  it('serves the demo page without a key: Arabic prose with every word the end-to-end tests use', async () => {
    const response = await fetch(`${service.origin}/pages/demo.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<iframe id="frame" src="/pages/frame.html"');
    const words = arabicWords(html);
    expect(DOUBLE_CLICKED.filter((word) => !words.has(word))).toEqual([]);
    // Forms a reader meets on real pages: article, proclitics, tanween alif, diacritics.
    for (const form of ['الكتاب', 'والكتاب', 'بالقلم', 'كتابًا', 'ذَهَبَ', 'كِتَابٌ']) {
      expect(html).toContain(form);
    }
    expect(html).toMatch(/<p id="mixed-ltr" lang="en" dir="ltr">[^<]*In Arabic/);
    expect(service.calls()).toEqual([]);
  });

  it('serves the framed page, which has Arabic words too', async () => {
    const response = await fetch(`${service.origin}/pages/frame.html`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('dir="rtl"');
    expect(arabicWords(html).has('قمر')).toBe(true);
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await fetch(`${service.origin}/pages/missing.html`)).status).toBe(404);
    expect((await fetch(`${service.origin}/pages/`)).status).toBe(404);
    expect((await fetch(`${service.origin}/pages/demo.txt`)).status).toBe(404);
  });

  for (const path of [
    '/pages/../server.ts',
    '/pages/../../package.json',
    '/pages/..%2Fserver.ts',
    '/pages/%2e%2e%2fserver.ts',
    '/pages/%2E%2E/server.ts',
    '/pages/..%5Cserver.ts',
    '/pages/%2Fetc%2Fpasswd',
    '/pages/demo.html%00.ts',
    '/pages/sub/../../main.ts',
  ]) {
    it(`refuses to leave the pages folder: ${path}`, async () => {
      const { status, body } = await rawGet(path);
      expect(status).toBe(404);
      expect(body).not.toContain('import ');
      expect(body).not.toContain('"name"');
      expect(body).not.toContain('root:');
    });
  }
});
