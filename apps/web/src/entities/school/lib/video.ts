const KNOWN_HOSTS: Record<string, string> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'youtube-nocookie.com': 'YouTube',
  'vimeo.com': 'Vimeo',
};

/**
 * Where a lesson's video lives, for its link: "YouTube", "Vimeo", else the site's host name
 * without `www.` (and "its site" for an address that does not parse).
 */
export function videoSiteName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'its site';
  }
  const known = Object.entries(KNOWN_HOSTS).find(
    ([domain]) => host === domain || host.endsWith(`.${domain}`),
  );
  return known ? known[1] : host;
}
