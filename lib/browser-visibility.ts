/**
 * How long a press waits for the browser's judgement (it judges at most every 100 ms).
 * None in that time is a "no": a frame the browser does not render is not seen. A loaded
 * machine (two cores, a busy page) can take over half a second to render the frame and
 * judge it, and refusing the reader's own press there is a wrong "no": the wait is long
 * enough for that, and costs nothing when the judgement comes at once.
 */
export const JUDGEMENT_WAIT_MS = 2000;

/**
 * Whether the reader can see `element` now, as the browser itself judges it with
 * IntersectionObserver v2 (Chromium): unoccluded, fully opaque and unfiltered, whatever
 * the page does around it, even an overlay that lets clicks through (which a style check
 * cannot see). Asked afresh at each press by a new observer, whose first report is the
 * judgement as of now: an earlier one may predate what the page just did. Null where the
 * browser has no such judgement (Firefox). The card and the Look up button both ask.
 */
/** The browser judges visibility itself (IntersectionObserver v2: Chromium). */
export const browserJudgesVisibility = (): boolean =>
  'isVisible' in (globalThis.IntersectionObserverEntry?.prototype ?? {});

export function browserSeesNow(element: Element): Promise<boolean | null> {
  if (!browserJudgesVisibility()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const judged = (visible: boolean) => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve(visible);
    };
    const observer = new IntersectionObserver(
      ([entry]) => judged((entry as { isVisible?: boolean } | undefined)?.isVisible === true),
      // `delay` ≥ 100 is what the browser requires to track visibility.
      { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    );
    const timeout = setTimeout(() => judged(false), JUDGEMENT_WAIT_MS);
    observer.observe(element);
  });
}
