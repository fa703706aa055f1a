/**
 * The design tokens as a `lightweight-charts` canvas needs them, for every chart of the kit: the
 * canvas is painted with plain colour strings, so they are read where the chart is and read again
 * when the theme or palette changes.
 */
export interface ChartTheme {
  text: string;
  border: string;
  surface: string;
  font: string;
}

/** The chart's base colours and font, plus `token` to read any other token at the same place. */
export function readChartTheme(element: HTMLElement): ChartTheme & {
  token: (name: string) => string;
} {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: token('--color-text-muted'),
    border: token('--color-border'),
    surface: token('--color-surface'),
    font: style.fontFamily,
    token,
  };
}

/**
 * Calls `onChange` when a theme or palette switch on any element may have changed the tokens a
 * canvas was painted with. Returns the function that stops watching.
 */
export function watchChartTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-palette'],
    subtree: true,
  });
  return () => observer.disconnect();
}

/** `#rrggbb` at `alpha` as rgba(), which the chart's colour parser reads; anything else as it is. */
export function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
