/**
 * The site a page belongs to, for the new-word limits (site-limits.ts): its registrable
 * domain, approximated without a public-suffix list, on purpose.
 *
 * For a budget, merging two sites only lowers what they may spend together; splitting one
 * site lets it spend more. A public-suffix list splits exactly where anyone can take names
 * for free (its private part: github.io, blogspot.com, pages.dev), so a page could hop
 * across free subdomains, each with a budget of its own. Here a host keeps its last two
 * labels, or three under a two-letter country code whose second label is one of the
 * generic second levels countries register under (co.uk, com.sa, gov.sa, ac.jp): two
 * registrations are two sites, and subdomains are never more than their domain. Over a
 * shared host (two github.io pages) it merges, which only costs a reader who reads both
 * within the same minute. An IP address is its own site, whatever the port; so are
 * localhost and its subdomains, and a page with no host (file:, data:, about:) is the
 * site of its scheme.
 */

/** Second levels under which country codes register names (com.sa, co.uk, ac.jp…). */
const GENERIC_SECOND_LEVEL = /^(ac|co|com|edu|gob|go|gouv|gov|ltd|mil|ne|net|nic|or|org|plc|sch)$/;

export function siteOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid:';
  }
  const host = parsed.hostname.replace(/\.$/, '');
  if (host === '') return parsed.protocol;
  // IPv6 in brackets, or IPv4 as the URL parser normalises it.
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return host;
  const labels = host.split('.');
  if (labels.at(-1) === 'localhost') return 'localhost';
  const country = labels.at(-1)?.length === 2;
  const keep = country && GENERIC_SECOND_LEVEL.test(labels.at(-2) ?? '') ? 3 : 2;
  return labels.slice(-keep).join('.');
}
