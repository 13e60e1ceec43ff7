import { describe, expect, it } from 'vitest';
import { createInFlight } from '../../../lib/lookup/in-flight';

describe('in-flight join', () => {
  it('runs identical work once while it is pending', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'answer';
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => inFlight.run('k', work)));
    expect(runs).toBe(1);
    expect(new Set(results)).toEqual(new Set(['answer']));
    expect(inFlight.size).toBe(0);
  });

  it('keeps different keys apart and runs again once the first run settled', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const work = async () => ++runs;
    await Promise.all([inFlight.run('a', work), inFlight.run('b', work)]);
    expect(runs).toBe(2);
    await inFlight.run('a', work);
    expect(runs).toBe(3);
  });

  it('shares a failure with every joiner, then forgets it', async () => {
    const inFlight = createInFlight();
    const failing = () => Promise.reject(new Error('boom'));
    const both = Promise.allSettled([inFlight.run('k', failing), inFlight.run('k', failing)]);
    const outcomes = await both;
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(inFlight.size).toBe(0);
    expect(await inFlight.run('k', async () => 'fine')).toBe('fine');
  });
});
