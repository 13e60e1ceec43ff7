/**
 * Puts text on the clipboard. The async API first; in the card, an iframe on a page that
 * did not delegate clipboard access, it is refused, and the older copy command (allowed
 * during the click that asked for it) does the job.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
