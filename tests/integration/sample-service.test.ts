import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGE } from '../../lib/api/errors';
import { OPERATIONS } from '../../lib/api/operations';
import { GEOLOGY_ID, RIYADH_ID } from '../../sample-service/data/index';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { call, expectArray, expectError } from './sample-service-helpers';

/** Spec 2.3: the fields each lookup operation adds to `lemma` and `lexiconName`. */
const OPERATION_FIELDS = {
  senses: ['senses'],
  examples: ['examples'],
  synonyms: ['synonyms'],
  opposites: ['opposites'],
  pos: ['pos', 'senses'],
  root: ['root'],
  pattern: ['pattern'],
  conjugations: ['wordForms'],
  'word-structures': ['structures'],
} as const;
type LookupOperation = keyof typeof OPERATION_FIELDS;
const LOOKUPS = Object.keys(OPERATION_FIELDS) as LookupOperation[];

const RIYADH_NAME = 'معجم الرياض للغة العربية المعاصرة';
const GEOLOGY_NAME = 'معجم مصطلحات علوم الأرض';

let service: SampleService;

beforeAll(async () => {
  service = await startSampleService({ port: 0 });
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.reset();
});

function lemmas(elements: Record<string, unknown>[]): unknown[] {
  return elements.map((element) => element.lemma);
}

describe('every path of the spec, in both scopes', () => {
  it('GET /public/lexicons lists lexicons that validate, Riyadh and a private one included', async () => {
    const body = await expectArray(await call(service, '/public/lexicons'));
    for (const element of body) {
      expect(OPERATIONS.lexicons.element.safeParse(element).success).toBe(true);
      expect(Object.keys(element).sort()).toEqual(
        [
          '_id',
          'isPublic',
          'name',
          'publisherName',
          'title',
          'totalEntriesCount',
          'version',
        ].sort(),
      );
    }
    expect(body.find((lexicon) => lexicon._id === RIYADH_ID)?.name).toBe(RIYADH_NAME);
    expect(body.filter((lexicon) => lexicon.isPublic === true).length).toBeGreaterThanOrEqual(3);
    const privates = body.filter((lexicon) => lexicon.isPublic === false);
    expect(privates.map((lexicon) => lexicon._id)).toEqual([GEOLOGY_ID]);
    expect(GEOLOGY_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  for (const operation of LOOKUPS) {
    for (const scope of ['public', 'private'] as const) {
      it(`GET /${scope}/${operation} answers an array of exactly the spec's fields`, async () => {
        const params: Record<string, string> = { query: 'ذهب' };
        if (scope === 'private') params.lexiconIds = `${GEOLOGY_ID},${RIYADH_ID}`;
        const body = await expectArray(await call(service, `/${scope}/${operation}`, { params }));
        expect(body.length).toBeGreaterThan(0);
        for (const element of body) {
          const parsed = OPERATIONS[operation].element.safeParse(element);
          expect(parsed.error).toBeUndefined();
          expect(Object.keys(element).sort()).toEqual(
            ['lemma', 'lexiconName', ...OPERATION_FIELDS[operation]].sort(),
          );
        }
        if (scope === 'private') {
          expect(new Set(body.map((element) => element.lexiconName))).toEqual(
            new Set([GEOLOGY_NAME, RIYADH_NAME]),
          );
        }
      });
    }
  }

  it('GET /public/search answers richer elements, exact matches first, then same-root entries', async () => {
    const body = await expectArray(
      await call(service, '/public/search', { params: { query: 'كتاب' } }),
    );
    for (const element of body) {
      expect(OPERATIONS.search.element.safeParse(element).error).toBeUndefined();
      for (const field of [
        '_id',
        'lexiconId',
        'lexicalEntryId',
        'lemma',
        'nonDiacriticsLemma',
        'lemmaType',
        'root',
        'pos',
        'pattern',
        'senses',
        'wordForms',
        'lexiconName',
      ]) {
        expect(element).toHaveProperty(field);
      }
      const senses = element.senses as { definition: unknown }[];
      for (const sense of senses) expect(typeof sense.definition).toBe('string');
    }
    const bare = body.map((element) => element.nonDiacriticsLemma);
    const exactCount = bare.filter((lemma) => lemma === 'كتاب').length;
    expect(exactCount).toBeGreaterThanOrEqual(2);
    expect(bare.slice(0, exactCount).every((lemma) => lemma === 'كتاب')).toBe(true);
    // Related forms of the same root follow: the plural, the verb, the library.
    expect(bare).toEqual(expect.arrayContaining(['كتب', 'مكتبة', 'كاتب']));
    for (const element of body.slice(exactCount)) expect(element.root).toBe('ك ت ب');
  });

  it('has no search in the private scope, and no other path', async () => {
    await expectError(await call(service, '/private/search', { params: { query: 'كتاب' } }), 404);
    await expectError(await call(service, '/private/lexicons'), 404);
    await expectError(await call(service, '/public/lemmas', { params: { query: 'كتاب' } }), 404);
    await expectError(await call(service, '/public/senses/', { params: { query: 'كتاب' } }), 404);
  });
});

describe('matching', () => {
  it('returns both homographs ذَهَب (gold) and ذَهَبَ (went) for ذهب', async () => {
    const body = await expectArray(
      await call(service, '/public/pos', { params: { query: 'ذهب', lexiconIds: RIYADH_ID } }),
    );
    expect(body.map((element) => [element.lemma, element.pos])).toEqual([
      ['ذَهَب', 'اسم'],
      ['ذَهَبَ', 'فعل'],
    ]);
  });

  it('ignores diacritics and tatweel in the query', async () => {
    const plain = await expectArray(
      await call(service, '/public/senses', { params: { query: 'ذهب' } }),
    );
    for (const query of ['ذَهَبَ', 'ذَهَبٌ', 'ذهـــب', 'ذَهَبٍ']) {
      const body = await expectArray(await call(service, '/public/senses', { params: { query } }));
      expect(body).toEqual(plain);
    }
    const kitab = await expectArray(
      await call(service, '/public/senses', { params: { query: 'كِتَابٌ', lexiconIds: RIYADH_ID } }),
    );
    expect(lemmas(kitab)).toEqual(['كِتَاب']);
  });

  it('strips no clitics: والكتاب, بالقلم and الكتاب return []', async () => {
    for (const query of ['والكتاب', 'بالقلم', 'الكتاب', 'كتابه', 'كتابًا']) {
      const body = await expectArray(await call(service, '/public/senses', { params: { query } }));
      expect(body).toEqual([]);
    }
  });

  it('answers 200 [] for an unknown word', async () => {
    const body = await expectArray(
      await call(service, '/public/senses', { params: { query: 'قطار' } }),
    );
    expect(body).toEqual([]);
  });

  it('searches all public lexicons when lexiconIds is empty or omitted, and never the private one', async () => {
    const omitted = await expectArray(
      await call(service, '/public/senses', { params: { query: 'بحر' } }),
    );
    const empty = await expectArray(
      await call(service, '/public/senses', { params: { query: 'بحر', lexiconIds: '' } }),
    );
    expect(empty).toEqual(omitted);
    expect(omitted.length).toBe(2);
    expect(omitted.map((element) => element.lexiconName)).not.toContain(GEOLOGY_NAME);
    const privateOnly = await expectArray(
      await call(service, '/public/senses', { params: { query: 'بركان' } }),
    );
    expect(privateOnly).toEqual([]);
  });

  it('narrows to the lexicons named, in the order named', async () => {
    const body = await expectArray(
      await call(service, '/private/senses', {
        params: { query: 'ذهب', lexiconIds: `${GEOLOGY_ID},${RIYADH_ID}` },
      }),
    );
    expect(body.map((element) => element.lexiconName)).toEqual([
      GEOLOGY_NAME,
      RIYADH_NAME,
      RIYADH_NAME,
    ]);
  });

  it('sends values as recorded: repeated senses, padded pos, null pattern, empty root', async () => {
    const [salam] = await expectArray(
      await call(service, '/public/senses', { params: { query: 'سلام', lexiconIds: RIYADH_ID } }),
    );
    const senses = salam?.senses as string[];
    expect(new Set(senses).size).toBeLessThan(senses.length);

    const [hubb] = await expectArray(
      await call(service, '/public/pos', { params: { query: 'حب', lexiconIds: RIYADH_ID } }),
    );
    expect(hubb?.pos).toBe(' اسم ');

    const [water] = await expectArray(
      await call(service, '/public/pattern', { params: { query: 'ماء', lexiconIds: RIYADH_ID } }),
    );
    expect(water).toEqual({ lemma: 'مَاء', lexiconName: RIYADH_NAME, pattern: null });

    const [tv] = await expectArray(
      await call(service, '/public/root', { params: { query: 'تلفاز', lexiconIds: RIYADH_ID } }),
    );
    expect(tv?.root).toBe('');
  });

  it('gives roots as letters separated by single spaces, four-letter roots included', async () => {
    const body = await expectArray(
      await call(service, '/public/root', { params: { query: 'زلزل' } }),
    );
    expect(body.length).toBeGreaterThan(0);
    for (const element of body) expect(element.root).toBe('ز ل ز ل');
  });

  it('gives word forms for verbs only; nouns come back with wordForms: []', async () => {
    const body = await expectArray(
      await call(service, '/public/conjugations', {
        params: { query: 'ذهب', lexiconIds: RIYADH_ID },
      }),
    );
    const [noun, verb] = body;
    expect(noun).toEqual({ lemma: 'ذَهَب', lexiconName: RIYADH_NAME, wordForms: [] });
    const forms = verb?.wordForms as Record<string, string>[];
    expect(forms).toHaveLength(6);
    expect(forms[0]).toEqual({
      value: 'ذَهَبَ',
      genderCode: 'masculine',
      genderName: 'مذكر',
      numberCode: 'singular',
      numberName: 'مفرد',
    });
    expect(new Set(forms.map((form) => form.numberCode))).toEqual(
      new Set(['singular', 'dual', 'plural']),
    );
    expect(
      forms.find((form) => form.numberCode === 'plural' && form.genderCode === 'feminine'),
    ).toMatchObject({
      genderName: 'مؤنث',
      numberName: 'جمع',
    });

    const [qara] = await expectArray(
      await call(service, '/public/conjugations', {
        params: { query: 'قرأ', lexiconIds: RIYADH_ID },
      }),
    );
    const values = ((qara?.wordForms ?? []) as { value: string }[]).map((form) => form.value);
    expect(values.some((value) => value.split('/').length > 1)).toBe(true);
  });

  it('ignores skip and limit: there is no pagination', async () => {
    const plain = await expectArray(
      await call(service, '/public/senses', { params: { query: 'ذهب' } }),
    );
    const paged = await expectArray(
      await call(service, '/public/senses', { params: { query: 'ذهب', skip: '1', limit: '1' } }),
    );
    expect(paged).toEqual(plain);
    expect(plain.length).toBeGreaterThan(1);
  });
});

describe('400: invalid requests', () => {
  const invalid: [string, string, Record<string, string>][] = [
    ['query missing', '/public/senses', {}],
    ['query empty', '/public/senses', { query: '' }],
    ['query whitespace', '/public/senses', { query: '   ' }],
    ['query over 100 characters', '/public/senses', { query: 'ب'.repeat(101) }],
    ['query missing on search', '/public/search', {}],
    [
      'an empty id (trailing comma)',
      '/public/senses',
      { query: 'كتاب', lexiconIds: `${RIYADH_ID},` },
    ],
    [
      'an empty id (leading comma)',
      '/public/senses',
      { query: 'كتاب', lexiconIds: `,${RIYADH_ID}` },
    ],
    [
      'an id with a space',
      '/public/senses',
      { query: 'كتاب', lexiconIds: `${RIYADH_ID}, ${GEOLOGY_ID}` },
    ],
    [
      'an id with a trailing space',
      '/public/senses',
      { query: 'كتاب', lexiconIds: `${RIYADH_ID} ` },
    ],
    ['an unknown id', '/public/senses', { query: 'كتاب', lexiconIds: 'no-such-lexicon' }],
    ['a private id through /public', '/public/senses', { query: 'ذهب', lexiconIds: GEOLOGY_ID }],
    ['private scope without lexiconIds', '/private/senses', { query: 'ذهب' }],
    ['private scope with empty lexiconIds', '/private/senses', { query: 'ذهب', lexiconIds: '' }],
    ['an unknown id in the private scope', '/private/senses', { query: 'ذهب', lexiconIds: 'nope' }],
  ];
  for (const [name, path, params] of invalid) {
    it(`400 for ${name}`, async () => {
      await expectError(await call(service, path, { params }), 400, 'Bad Request');
      expect(service.callCount('demo')).toBe(0);
    });
  }

  it('says why an id with a space is refused: ids are split on "," only', async () => {
    const body = await expectError(
      await call(service, '/public/senses', {
        params: { query: 'كتاب', lexiconIds: `${RIYADH_ID}, ${RIYADH_ID}` },
      }),
      400,
    );
    expect(body.message).toEqual([
      `lexiconIds must be separated by "," without spaces: " ${RIYADH_ID}"`,
    ]);
  });

  it('accepts a query of exactly 100 characters', async () => {
    const body = await expectArray(
      await call(service, '/public/senses', { params: { query: 'ب'.repeat(100) } }),
    );
    expect(body).toEqual([]);
  });

  it('checks the key before the parameters', async () => {
    await expectError(await call(service, '/public/senses', { key: 'nobody' }), 401);
  });
});

describe('401: key problems', () => {
  const cases: [string, string | null, string][] = [
    ['missing', null, 'apikey header is required'],
    ['unknown', 'no-such-key', 'invalid api key'],
    ['inactive', 'inactive', 'api key is inactive'],
    ['expired', 'expired', 'api key has expired'],
  ];
  for (const [name, key, message] of cases) {
    it(`401 Unauthorized for a ${name} key, on lookups and on the lexicon list`, async () => {
      const lookup = await expectError(
        await call(service, '/public/senses', { key, params: { query: 'كتاب' } }),
        401,
        'Unauthorized',
      );
      expect(lookup.message).toEqual([message]);
      await expectError(await call(service, '/public/lexicons', { key }), 401, 'Unauthorized');
    });
  }

  it('404 for an unknown path comes before the key check', async () => {
    await expectError(await call(service, '/public/nothing', { key: null }), 404, 'Not Found');
  });

  it('answers 404 to any method but GET on an API path', async () => {
    await expectError(
      await call(service, '/public/senses', { method: 'POST', params: { query: 'كتاب' } }),
      404,
    );
    await expectError(await call(service, '/public/lexicons', { method: 'DELETE' }), 404);
  });
});

describe('limits (spec section 8)', () => {
  it('lets `limited` make 3 successful calls, then answers 401 HttpExceptions', async () => {
    // Failures first: they must not use any of the three calls.
    await expectError(await call(service, '/public/senses', { key: 'limited' }), 400);
    await expectError(
      await call(service, '/private/senses', {
        key: 'limited',
        params: { query: 'ذهب', lexiconIds: GEOLOGY_ID },
      }),
      403,
    );
    expect(service.callCount('limited')).toBe(0);

    for (let i = 1; i <= 3; i += 1) {
      await expectArray(
        await call(service, '/public/senses', { key: 'limited', params: { query: 'كتاب' } }),
      );
      expect(service.callCount('limited')).toBe(i);
    }
    for (const path of ['/public/senses', '/public/lexicons']) {
      const response = await call(service, path, { key: 'limited', params: { query: 'كتاب' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        statusCode: 401,
        error: 'HttpExceptions',
        message: ['max limit calls exceeded for this api key'],
      });
    }
    expect(LIMIT_MESSAGE).toBe('max limit calls exceeded for this api key');
    expect(service.callCount('limited')).toBe(3);
  });

  it('counts only successful calls, per key', async () => {
    await expectArray(await call(service, '/public/senses', { params: { query: 'كتاب' } }));
    await expectArray(await call(service, '/public/lexicons'));
    await expectArray(await call(service, '/public/senses', { params: { query: 'لا شيء' } }));
    await expectError(await call(service, '/public/senses', { params: { query: '' } }), 400);
    await expectError(await call(service, '/public/nothing'), 404);
    await expectError(
      await call(service, '/private/senses', {
        key: 'public-only',
        params: { query: 'ذهب', lexiconIds: GEOLOGY_ID },
      }),
      403,
    );
    expect(service.callCount('demo')).toBe(3);
    expect(service.callCount('public-only')).toBe(0);
    expect(service.calls().map((record) => [record.status, record.counted])).toEqual([
      [200, true],
      [200, true],
      [200, true],
      [400, false],
      [404, false],
      [403, false],
    ]);
  });

  it('never sends 429, X-RateLimit-* or Retry-After', async () => {
    const responses: Response[] = [];
    for (let i = 0; i < 5; i += 1) {
      responses.push(
        await call(service, '/public/senses', { key: 'limited', params: { query: 'كتاب' } }),
      );
    }
    responses.push(await call(service, '/public/lexicons'));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 401, 401, 200]);
    for (const response of responses) {
      const names = [...response.headers.keys()];
      expect(
        names.filter((name) => name.startsWith('x-ratelimit') || name === 'retry-after'),
      ).toEqual([]);
      expect(names).not.toContain('deprecation');
    }
  });
});

describe('403: private lexicons need permission', () => {
  it('refuses `public-only` on the private lexicon', async () => {
    const body = await expectError(
      await call(service, '/private/senses', {
        key: 'public-only',
        params: { query: 'بركان', lexiconIds: GEOLOGY_ID },
      }),
      403,
      'Forbidden',
    );
    expect(body.message.join(' ')).toContain(GEOLOGY_ID);
    // One refused lexicon refuses the whole request.
    await expectError(
      await call(service, '/private/senses', {
        key: 'public-only',
        params: { query: 'ذهب', lexiconIds: `${RIYADH_ID},${GEOLOGY_ID}` },
      }),
      403,
    );
  });

  it('lets `public-only` name public lexicons in the private scope', async () => {
    const body = await expectArray(
      await call(service, '/private/senses', {
        key: 'public-only',
        params: { query: 'ذهب', lexiconIds: RIYADH_ID },
      }),
    );
    expect(lemmas(body)).toEqual(['ذَهَب', 'ذَهَبَ']);
  });

  it('gives `demo` the private-only entries', async () => {
    const body = await expectArray(
      await call(service, '/private/senses', {
        params: { query: 'بركان', lexiconIds: GEOLOGY_ID },
      }),
    );
    expect(body.map((element) => [element.lemma, element.lexiconName])).toEqual([
      ['بُرْكَان', GEOLOGY_NAME],
    ]);
  });

  it('checks the lexicon list (400) before permission (403)', async () => {
    await expectError(
      await call(service, '/private/senses', {
        key: 'public-only',
        params: { query: 'ذهب', lexiconIds: `${GEOLOGY_ID},` },
      }),
      400,
    );
  });
});

describe('transport', () => {
  it('answers a CORS preflight with 204 and the allowed headers', async () => {
    const response = await fetch(`${service.baseUrl}/public/senses?query=x`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, accept, content-type',
    );
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(service.calls()).toEqual([]);
  });

  it('sends the CORS headers on successes and errors alike', async () => {
    for (const response of [
      await call(service, '/public/lexicons'),
      await call(service, '/public/senses', { key: null }),
      await call(service, '/nowhere'),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    }
  });

  it('logs each API call with key, path, query, lexiconIds, status and time', async () => {
    const before = Date.now();
    await expectArray(
      await call(service, '/public/root', {
        params: { query: 'كتاب', lexiconIds: `${RIYADH_ID}` },
      }),
    );
    await expectError(
      await call(service, '/public/senses', { key: null, params: { query: 'x' } }),
      401,
    );
    const [first, second] = service.calls();
    expect(first).toEqual({
      key: 'demo',
      path: '/public/root',
      query: 'كتاب',
      lexiconIds: [RIYADH_ID],
      status: 200,
      counted: true,
      time: expect.any(Number),
    });
    expect(first?.time).toBeGreaterThanOrEqual(before);
    expect(second).toMatchObject({ key: null, status: 401, counted: false, lexiconIds: [] });
  });

  it('reset() zeroes counters and the call log', async () => {
    await expectArray(await call(service, '/public/lexicons'));
    expect(service.callCount('demo')).toBe(1);
    service.reset();
    expect(service.callCount('demo')).toBe(0);
    expect(service.calls()).toEqual([]);
  });
});
