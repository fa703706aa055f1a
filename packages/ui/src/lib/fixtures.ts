/**
 * Story and test data. Factories are shaped `({ id, ...overrides }) => ({ ...defaults, ...overrides })`
 * (house style); images are inline SVGs so stories render offline and identically everywhere.
 */

const palette = ['#2f6fdf', '#1f8a5b', '#b84700', '#8a3ffc', '#c93a2f', '#0b7285', '#5c6b7a'];

/** A square image with the initials of `name` on a colour picked from the name. */
export function initialsImage(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = palette[hash % palette.length] ?? '#2f6fdf';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><text x="32" y="41" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A wide banner image for covers. */
export function bannerImage(colourA = '#18294a', colourB = '#2f6fdf'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 200"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colourA}"/><stop offset="1" stop-color="${colourB}"/></linearGradient></defs><rect width="800" height="200" fill="url(#g)"/><polyline points="0,160 100,120 200,140 300,80 400,100 500,50 600,70 700,30 800,40" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A square picture with three labelled bands (Top, Middle, Bottom), to show a cover's position. */
export function squareImage(): string {
  const band = (y: number, fill: string, label: string) =>
    `<rect y="${y}" width="800" height="267" fill="${fill}"/><text x="400" y="${y + 150}" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">${label}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${band(0, '#18294a', 'Top')}${band(267, '#2f6fdf', 'Middle')}${band(534, '#1f8a5b', 'Bottom')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A URL that answers 404 in Storybook, to show the broken-image fallbacks. */
export const BROKEN_IMAGE_SRC = '/photos/missing-image.jpg';

export const memberNames = [
  'Dana Demo',
  'Sam Trader',
  'Priya Natarajan',
  'Lukas Becker',
  'Mei Chen',
  'Omar Haddad',
  'Sofia Rossi',
  'Kwame Mensah',
  'Ingrid Johansson',
  'Diego Alvarez',
  'Aiko Tanaka',
  'Fatima Zahra',
];

/** A round icon with one glyph (DejaVu has all of these), for reaction types. */
export function glyphImage(glyph: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/><text x="16" y="22" font-family="DejaVu Sans, sans-serif" font-size="17" text-anchor="middle" fill="#ffffff">${glyph}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const reactionTypes = [
  { id: 1, name: 'Like', icon: glyphImage('★', '#2f6fdf') },
  { id: 2, name: 'Love', icon: glyphImage('♥', '#c93a2f') },
  { id: 3, name: 'Bullish', icon: glyphImage('▲', '#1f8a5b') },
  { id: 4, name: 'Bearish', icon: glyphImage('▼', '#b84700') },
  { id: 5, name: 'Funny', icon: glyphImage('☺', '#8a5a00') },
  { id: 6, name: 'Insightful', icon: glyphImage('✦', '#8a3ffc') },
];

/**
 * `organizedReactions` as the app derives it, from "type name → member names".
 * Member ids are the names' positions in `memberNames`.
 */
export function organizeReactions(byType: Record<string, string[]>): Record<
  string,
  {
    count: number;
    details: Array<{ userId: number; userName: string; userImage: string; reactionType: string }>;
  }
> {
  return Object.fromEntries(
    Object.entries(byType).map(([type, names]) => [
      type,
      {
        count: names.length,
        details: names.map((userName) => ({
          userId: memberNames.indexOf(userName) + 1 || userName.length * 1000,
          userName,
          userImage: initialsImage(userName),
          reactionType: type,
        })),
      },
    ]),
  );
}
