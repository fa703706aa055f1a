import { describe, expect, it } from 'vitest';
import css from './price-flash.module.css?raw';

/** The browser's own parse of the flash stylesheet. */
function parsed(): CSSRule[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules];
}

describe('price flash stylesheet', () => {
  it('animates only opacity, which the compositor runs off the main thread', () => {
    // A feed holds a dozen live chips ticking every second or so; animating a colour made the
    // browser restyle and repaint on every frame (a third of the main thread, idle).
    const keyframes = parsed().filter((rule) => rule instanceof CSSKeyframesRule);
    expect(keyframes.length).toBeGreaterThan(0);
    for (const rule of keyframes) {
      for (const frame of rule.cssRules) {
        const style = (frame as CSSKeyframeRule).style;
        const properties = Array.from({ length: style.length }, (_, i) => style.item(i));
        expect(properties, `@keyframes ${rule.name}`).toEqual(['opacity']);
      }
    }
  });

  it('switches the animation off under reduced motion', () => {
    const media = parsed().find(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    const names = [...(media?.cssRules ?? [])].map(
      (rule) => (rule as CSSStyleRule).style.animationName,
    );
    expect(names).toEqual(['none']);
  });
});
