import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { call, expectArray, expectError } from './sample-service-helpers';

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

const senses = () => call(service, '/public/senses', { params: { query: 'كتاب' } });

describe('fault injection', () => {
  it('status-500 answers the error body of section 7, and is not counted', async () => {
    service.setFaults([{ fault: { kind: 'status-500' } }]);
    await expectError(await senses(), 500, 'Internal Server Error');
    expect(service.callCount('demo')).toBe(0);
    expect(service.calls()[0]).toMatchObject({ status: 500, counted: false });
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    service.setFaults([{ fault: { kind: 'malformed' } }]);
    const response = await senses();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('truncated answers 200 with the start of the real JSON, cut off', async () => {
    const whole = await (await senses()).text();
    service.setFaults([{ fault: { kind: 'truncated' } }]);
    const response = await senses();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(whole.length);
    expect(whole.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('latency delays a normal answer', async () => {
    service.setFaults([{ fault: { kind: 'latency', ms: 300 } }]);
    const started = performance.now();
    const body = await expectArray(await senses());
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(body.length).toBeGreaterThan(0);
    expect(service.callCount('demo')).toBe(1);
  });

  it('applies a rule `times` times, then answers normally', async () => {
    service.setFaults([{ fault: { kind: 'status-500' }, times: 2 }]);
    await expectError(await senses(), 500);
    await expectError(await senses(), 500);
    await expectArray(await senses());
    await expectArray(await senses());
  });

  it('applies a rule only to paths ending with its `path`', async () => {
    service.setFaults([{ fault: { kind: 'status-500' }, path: '/public/senses' }]);
    await expectError(await senses(), 500);
    await expectArray(await call(service, '/public/examples', { params: { query: 'كتاب' } }));
    await expectArray(
      await call(service, '/private/senses', { params: { query: 'كتاب', lexiconIds: 'Riyadh' } }),
    );
    await expectError(await senses(), 500);
  });

  it('uses the first rule that matches and still has uses left', async () => {
    service.setFaults([
      { fault: { kind: 'status-500' }, times: 1, path: '/senses' },
      { fault: { kind: 'malformed' }, times: 1 },
    ]);
    await expectError(await senses(), 500);
    const second = await senses();
    expect(second.status).toBe(200);
    await expect(second.json()).rejects.toThrow();
    await expectArray(await senses());
  });

  it('comes after the key check: a bad key is still 401, an unknown path 404', async () => {
    service.setFaults([{ fault: { kind: 'status-500' }, times: 1 }]);
    await expectError(await call(service, '/public/senses', { key: 'expired' }), 401);
    await expectError(await call(service, '/public/nothing'), 404);
    // The rule was not used up by those two.
    await expectError(await senses(), 500);
  });

  it('setFaults([]) and reset() remove the rules', async () => {
    service.setFaults([{ fault: { kind: 'status-500' } }]);
    service.setFaults([]);
    await expectArray(await senses());
    service.setFaults([{ fault: { kind: 'status-500' } }]);
    service.reset();
    await expectArray(await senses());
  });

  it('close() ends promptly even while a latency fault holds a request', async () => {
    const other = await startSampleService({ port: 0 });
    other.setFaults([{ fault: { kind: 'latency', ms: 60_000 }, times: 1 }]);
    const request = () =>
      fetch(`${other.baseUrl}/public/lexicons`, { headers: { apikey: 'demo' } }).then(
        (response) => ({ ok: true as const, status: response.status }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    const first = request();
    const second = request();
    // The rule holds one request only, so whichever answers proves the other is held.
    const answered = await Promise.race([first, second]);
    expect(answered).toEqual({ ok: true, status: 200 });
    const [a, b] = [
      await Promise.race([first, 'pending']),
      await Promise.race([second, 'pending']),
    ];
    const held = a === 'pending' ? first : second;
    expect([a, b]).toContain('pending');

    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await held).ok).toBe(false);
  });
});

describe('control endpoints over HTTP', () => {
  const control = (path: string, init?: RequestInit) =>
    fetch(`${service.origin}/__control${path}`, init);

  it('POST /__control/faults sets rules that the API then applies', async () => {
    const response = await control('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ fault: { kind: 'status-500' }, times: 1, path: '/public/senses' }]),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ faults: 1 });
    await expectError(await senses(), 500);
    await expectArray(await senses());
  });

  it('POST /__control/faults refuses rules that are not valid, and keeps the old ones', async () => {
    service.setFaults([{ fault: { kind: 'status-500' } }]);
    for (const body of [
      'not json',
      JSON.stringify({ fault: { kind: 'status-500' } }),
      JSON.stringify([{ fault: { kind: 'explode' } }]),
      JSON.stringify([{ fault: { kind: 'latency' } }]),
      JSON.stringify([{ fault: { kind: 'status-500' }, times: 0 }]),
      JSON.stringify([{ fault: { kind: 'status-500' }, timez: 1 }]),
    ]) {
      const response = await control('/faults', { method: 'POST', body });
      await expectError(response, 400, 'Bad Request');
    }
    await expectError(await senses(), 500);
  });

  it('GET /__control/calls reports counts and the call log', async () => {
    await expectArray(await senses());
    await expectError(await call(service, '/public/senses', { key: 'inactive' }), 401);
    const response = await control('/calls');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { counts: Record<string, number>; calls: unknown[] };
    expect(body.counts).toEqual({ demo: 1, 'public-only': 0, limited: 0, inactive: 0, expired: 0 });
    expect(body.calls).toEqual(service.calls());
    expect(body.calls).toHaveLength(2);
  });

  it('POST /__control/reset zeroes counts, the log and the faults', async () => {
    await expectArray(await senses());
    service.setFaults([{ fault: { kind: 'status-500' } }]);
    const response = await control('/reset', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(service.callCount('demo')).toBe(0);
    expect(service.calls()).toEqual([]);
    await expectArray(await senses());
  });

  it('is not logged as API calls, and has no other routes', async () => {
    await control('/calls');
    expect(service.calls()).toEqual([]);
    await expectError(await control('/calls', { method: 'POST' }), 404);
    await expectError(await control('/faults'), 404);
  });
});
