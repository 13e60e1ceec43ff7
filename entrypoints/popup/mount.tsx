import { render } from 'preact';
import { earlyInput } from './early-input';
import { PopupPage, type PopupPageProps } from './PopupPage';

/**
 * Renders the popup into #app over the markup index.html already holds. Preact adopts
 * elements of the same tag in the same place, so the search field the reader may already
 * be typing into stays the same element: focus, text and caret are untouched.
 */
export function mountPopup(
  root: HTMLElement,
  props: Omit<PopupPageProps, 'early'>,
  search: string,
): void {
  const field = root.querySelector<HTMLInputElement>('input[type="search"]');
  render(<PopupPage {...props} early={earlyInput(field?.value ?? '', search)} />, root);
}
