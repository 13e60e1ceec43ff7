// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createTriggerConfig } from '../../../entrypoints/content/trigger-config';
import type { PageConfig } from '../../../lib/messages/content-protocol';

const ON: PageConfig = {
  doubleClick: true,
  selectionButton: true,
  uiLanguage: 'ar',
  keepHistory: false,
};
const OFF: PageConfig = {
  doubleClick: false,
  selectionButton: false,
  uiLanguage: 'en',
  keepHistory: false,
};

/** A background answer the test releases when it chooses. */
function deferred() {
  let release: (config: PageConfig | null) => void = () => undefined;
  const answer = new Promise<PageConfig | null>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('the trigger config', () => {
  it('asks the background once, then acts on the kept settings', async () => {
    const ask = vi.fn(async () => ON);
    const triggers = createTriggerConfig(ask);
    const act = vi.fn();
    triggers.whenEnabled('doubleClick', act);
    await vi.waitFor(() => expect(act).toHaveBeenCalledWith(ON));
    triggers.whenEnabled('selectionButton', act);
    expect(act).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing until told, and a trigger shares the question asked ahead of it', async () => {
    const { answer, release } = deferred();
    const ask = vi.fn(() => answer);
    const triggers = createTriggerConfig(ask);
    expect(ask).not.toHaveBeenCalled();
    // The reader's press on Arabic text asks; the double-click that follows asks nothing.
    triggers.preload();
    const act = vi.fn();
    triggers.whenEnabled('doubleClick', act);
    triggers.preload();
    expect(ask).toHaveBeenCalledTimes(1);
    release(ON);
    await vi.waitFor(() => expect(act).toHaveBeenCalledWith(ON));
    triggers.preload();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not act for a trigger the reader switched off', async () => {
    const triggers = createTriggerConfig(async () => OFF);
    const act = vi.fn();
    triggers.whenEnabled('doubleClick', act);
    await Promise.resolve();
    await Promise.resolve();
    triggers.whenEnabled('selectionButton', act);
    expect(act).not.toHaveBeenCalled();
  });

  it('falls back to the defaults (both on) when the background cannot answer, and asks again next time', async () => {
    const ask = vi.fn(async (): Promise<PageConfig | null> => null);
    const triggers = createTriggerConfig(ask);
    const act = vi.fn();
    triggers.whenEnabled('selectionButton', act);
    await vi.waitFor(() =>
      expect(act).toHaveBeenCalledWith(expect.objectContaining({ selectionButton: true })),
    );
    triggers.whenEnabled('selectionButton', act);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
  });

  it('keeps a change sent while an earlier answer was on its way', async () => {
    const { answer, release } = deferred();
    const triggers = createTriggerConfig(() => answer);
    const act = vi.fn();
    triggers.whenEnabled('doubleClick', act);
    triggers.update(OFF);
    release(ON);
    // The stale answer (both on) must not overwrite the change (both off).
    await answer;
    await Promise.resolve();
    expect(act).not.toHaveBeenCalled();
    triggers.whenEnabled('doubleClick', act);
    triggers.whenEnabled('selectionButton', act);
    expect(act).not.toHaveBeenCalled();
  });

  it('asks again once the page comes back from the back/forward cache', async () => {
    const ask = vi.fn(async () => ON);
    const triggers = createTriggerConfig(ask);
    triggers.update(OFF);
    triggers.whenEnabled('doubleClick', vi.fn());
    // A page shown anew (not restored) keeps what it has.
    dispatchEvent(pageShow(false));
    triggers.whenEnabled('doubleClick', vi.fn());
    expect(ask).not.toHaveBeenCalled();
    dispatchEvent(pageShow(true));
    const act = vi.fn();
    triggers.whenEnabled('doubleClick', act);
    await vi.waitFor(() => expect(act).toHaveBeenCalledWith(ON));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}
