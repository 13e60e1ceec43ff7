import type { PageMessageKey } from '../i18n/pages-messages';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A byte count as the message key and number to show: "2.1 MB". Binary units (1 KB = 1,024
 * bytes), as browsers show storage; digits grouped like the call counts (i18n.ts).
 */
export function sizeParts(bytes: number): { key: PageMessageKey; n: string } {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (safe < 1024) return { key: 'size.bytes', n: whole.format(safe) };
  if (safe < 1024 ** 2) return { key: 'size.kb', n: oneDecimal.format(safe / 1024) };
  if (safe < 1024 ** 3) return { key: 'size.mb', n: oneDecimal.format(safe / 1024 ** 2) };
  return { key: 'size.gb', n: oneDecimal.format(safe / 1024 ** 3) };
}
