// A simulated lexical service for the accuracy measurement: an in-process fetch answering
// the documented lookup operations from a lexicon as dense as a real dictionary's, so
// that a wrong candidate which is a real word is found, and counted wrong.
export interface SimEntry {
  lemma: string;
  pos: 'اسم' | 'فعل' | 'صفة';
}

export interface SimService {
  fetch: typeof fetch;
  /** Calls answered so far (the key's counter). */
  calls(): number;
}

export function createSimService(lexicon: ReadonlyMap<string, SimEntry>): SimService {
  let calls = 0;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  const simFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls++;
    const operation = url.pathname.split('/').pop();
    if (operation === 'lexicons') {
      return answer([{ _id: 'sim', name: 'معجم محاكى', isPublic: true }]);
    }
    const query = url.searchParams.get('query') ?? '';
    const entry = lexicon.get(query);
    if (!entry) return answer([]);
    const base = { lemma: entry.lemma, lexiconName: 'معجم محاكى' };
    // The richer element the real /public/search returns (service-field-notes.md), so the
    // engine's search-first path is the one measured, as it would run against Siwar.
    if (operation === 'search') {
      return answer([
        { ...base, nonDiacriticsLemma: query, pos: entry.pos, senses: [{ definition: 'معنى' }] },
      ]);
    }
    if (operation === 'pos') return answer([{ ...base, pos: entry.pos, senses: ['معنى'] }]);
    if (operation === 'senses') return answer([{ ...base, senses: ['معنى'] }]);
    return answer([]);
  };
  return { fetch: simFetch as typeof fetch, calls: () => calls };
}
