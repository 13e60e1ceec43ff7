/**
 * What the reader can see: the one owner of that rule (issue 26), for the words a gesture
 * looks up and for Lisan's own hosts (the card's, the Look up button's). A page can paint
 * text transparent, fade, mask, clip, blend or filter it away, or shrink it with a
 * transform; whatever it does, nothing counts that is not painted plainly on screen.
 */

/** The colour's alpha: rgba(…, a), a modern colour's "/ a", or 'transparent'. */
function alphaOf(colour: string): number {
  const found = /(?:rgba\(.*,|\/)\s*([\d.]+)(%?)\)$/.exec(colour);
  if (colour === 'transparent') return 0;
  return found ? Number(found[1]) / (found[2] ? 100 : 1) : 1;
}

/**
 * `element` and every ancestor (through shadow roots) are displayed, visible, unmasked,
 * unclipped, unfiltered, blend normally and are together at least `minOpacity` opaque.
 * Returns the computed style of `element` itself (for its text colour), or null.
 * `behind`, if given, gets each one's background, nearest first: its colour, or '' for an
 * image (what it paints cannot be told).
 */
function paintedStyle(
  element: Element | null,
  minOpacity: number,
  behind?: string[],
): CSSStyleDeclaration | null {
  let opacity = 1;
  let own: CSSStyleDeclaration | null = null;
  for (let at = element?.isConnected ? element : null; at; ) {
    const style = getComputedStyle(at);
    own ??= style;
    opacity *= Number(style.opacity);
    behind?.push(style.backgroundImage === 'none' ? style.backgroundColor : '');
    // Each at its initial value (or missing from this browser): nothing hides, masks,
    // clips, filters or blends the element away.
    const plain = [
      style.filter,
      style.maskImage,
      style.webkitMaskImage,
      style.clipPath,
      style.clip,
      style.mixBlendMode,
    ].every((value) => !value || /^(none|auto|normal)$/.test(value));
    if (!plain || style.display === 'none' || style.visibility !== 'visible') return null;
    at = at.parentElement ?? (at.parentNode as ShadowRoot | null)?.host ?? null;
  }
  return opacity >= minOpacity ? own : null;
}

/**
 * Below this contrast (WCAG's ratio, 1 for equal colours) text is not told from what is
 * painted behind it: black on black, or #fefefe on white.
 */
const MIN_CONTRAST = 1.2;

/** One pixel, off the page (the page cannot see it), to paint colours in any syntax. */
let pen: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * The relative luminance of `colours` painted one over the other, or null where they
 * leave the pixel see-through: what shows through then cannot be told here.
 */
function luminance(colours: string[]): number | null {
  pen ??= new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
  if (!pen) return null;
  pen.clearRect(0, 0, 1, 1);
  for (const colour of colours) {
    pen.fillStyle = colour;
    pen.fillRect(0, 0, 1, 1);
  }
  const [r = 0, g = 0, b = 0, a] = pen.getImageData(0, 0, 1, 1).data;
  const linear = (channel: number) =>
    channel <= 10 ? channel / 3295 : ((channel / 255 + 0.055) / 1.055) ** 2.4;
  return a === 255 ? 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) : null;
}

/**
 * The text colour `fill` stands out from what is painted behind it: the backgrounds
 * `behind` (nearest first), over the page's canvas, white in a top page that asks for no
 * dark scheme. Behind an image, or where the canvas may be dark or the frame see-through,
 * it cannot be told, and the text counts as standing out.
 */
function standsOut(fill: string, behind: string[]): boolean {
  if (behind.includes('')) return true;
  const scheme = `${getComputedStyle(document.documentElement).colorScheme} ${document.querySelector<HTMLMetaElement>('meta[name=color-scheme]')?.content}`;
  const light =
    window === top && !/dark/.test(scheme) && !matchMedia('(prefers-color-scheme:dark)').matches;
  const layers = [...(light ? ['#fff'] : []), ...behind.reverse()];
  const background = luminance(layers);
  const text = luminance([...layers, fill]);
  if (background === null || text === null) return true;
  return (Math.max(background, text) + 0.05) / (Math.min(background, text) + 0.05) >= MIN_CONTRAST;
}

/** Smaller than this (px) on screen, a word is not read: a shrinking transform or font. */
const MIN_TEXT_HEIGHT = 6;

/**
 * The word's own text, whose box on screen is `rect`, is painted so that the reader can
 * read it: not transparent (colour or -webkit-text-fill-color), not in the colour painted
 * behind it (standsOut), in an element that and whose ancestors are painted
 * (paintedStyle), and not shrunk to nothing. `holder`: the text's element, or the text
 * field holding it.
 */
export function textPainted(holder: Element | null, rect: DOMRect): boolean {
  const behind: string[] = [];
  const style = paintedStyle(holder, 0.5, behind);
  const fill = style?.webkitTextFillColor || style?.color || '';
  return (
    style !== null &&
    alphaOf(style.color) >= 0.5 &&
    alphaOf(fill) >= 0.5 &&
    rect.height >= MIN_TEXT_HEIGHT &&
    rect.width >= 1 &&
    standsOut(fill, behind)
  );
}

/**
 * Whether the reader can see one of Lisan's hosts, so that a page which dims, hides,
 * masks, clips, blends, filters or shrinks it cannot turn the reader's clicks into calls:
 * painted at least 90% opaque (paintedStyle), drawn at its full laid-out size (no
 * shrinking transform on it or an ancestor), and, with `atPoint`, the topmost element at
 * the centre of its part in the viewport is the host itself. The card asks this before a
 * tab press, the button before a press, where the browser cannot tell them (no
 * IntersectionObserver v2).
 */
export function readerSees(host: HTMLElement | null, atPoint: boolean): boolean {
  if (!host || !paintedStyle(host, 0.9)) return false;
  // The page's own content drawn inside the host, over the card.
  for (const part of ['::before', '::after']) {
    if (!/^(none|normal|)$/.test(getComputedStyle(host, part).content)) return false;
  }
  const box = host.getBoundingClientRect();
  if (box.width < host.offsetWidth * 0.9 || box.height < host.offsetHeight * 0.9) return false;
  if (!atPoint) return true;
  const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
  const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
  return document.elementFromPoint(x, y) === host;
}
