import type { ElementHandle, Frame, Page } from 'puppeteer-core';

/**
 * Waiting and finding for puppeteer over BiDi: by what a reader sees (label text, button
 * text), polled in the page until it is there, like Playwright's locators.
 */
type Target = Page | Frame;

/** The shown tab panel of a results view: the others are kept, hidden. */
export const PANEL = '[role="tabpanel"]:not([hidden])';

/** The element matching `selector` whose trimmed text is `text`, once there is one. */
export async function byText(
  target: Target,
  selector: string,
  text: string,
): Promise<ElementHandle<Element>> {
  const handle = await target.waitForFunction(
    (sel, wanted) =>
      [...document.querySelectorAll(sel)].find((element) => element.textContent?.trim() === wanted),
    {},
    selector,
    text,
  );
  return handle as ElementHandle<Element>;
}

/** The form control a <label> with this text names. */
export async function byLabel(target: Target, label: string): Promise<ElementHandle<Element>> {
  const handle = await target.waitForFunction(
    (wanted) => {
      const found = [...document.querySelectorAll('label')].find(
        (element) => element.textContent?.trim() === wanted,
      );
      return found?.control ?? undefined;
    },
    {},
    label,
  );
  return handle as ElementHandle<Element>;
}

/** Clicks (a trusted click) the element matching `selector` with this text. */
export async function clickText(target: Target, selector: string, text: string): Promise<void> {
  await (await byText(target, selector, text)).click();
}

/** Waits until the element matching `selector` contains `text`. */
export async function waitForText(target: Target, selector: string, text: string): Promise<void> {
  await target.waitForFunction(
    (sel, wanted) =>
      [...document.querySelectorAll(sel)].some((element) => element.textContent?.includes(wanted)),
    {},
    selector,
    text,
  );
}

/** The texts of the elements matching `selector`, trimmed. */
export function textsOf(target: Target, selector: string): Promise<string[]> {
  return target.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((element) => element.textContent?.trim() ?? ''),
    selector,
  );
}

/** Clicks a results tab by name and waits until it is selected and its panel has settled. */
export async function openTab(target: Target, name: string): Promise<void> {
  await clickText(target, '[role="tab"]', name);
  await target.waitForFunction(
    (wanted) => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find(
        (element) => element.textContent?.trim() === wanted,
      );
      const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
      return (
        tab?.getAttribute('aria-selected') === 'true' &&
        panel !== null &&
        panel.querySelector('.lisan-skeleton') === null &&
        (panel.textContent ?? '').trim() !== ''
      );
    },
    {},
    name,
  );
}
