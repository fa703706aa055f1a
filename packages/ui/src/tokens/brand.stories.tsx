import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Badge, PriceChange } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import { PriceChip } from '../price-chip/price-chip.tsx';
import { REACTION_GLYPHS } from '../reaction-picker/reaction-glyphs.tsx';
import { ReactionIcon } from '../reaction-picker/reaction-icon.tsx';
import styles from './brand.module.css';

/** The type scale by role: the size token each kind of text uses. */
const SCALE = [
  ['Display', 8, 'Markets open higher'],
  ['Headline', 7, 'CPI cools to 2.9%'],
  ['Title', 6, 'Top movers this morning'],
  ['Section', 5, 'Your watchlist'],
  ['Lead', 4, 'Futures point to a firm open.'],
  ['Body', 3, 'Trimmed $NVDA into the close. Still long, just less.'],
  ['Meta', 2, '12 mins ago · 3 comments'],
  ['Caption', 1, 'Simulated data · delayed 15 min'],
] as const;

const WEIGHTS = [
  ['Regular', 'regular'],
  ['Medium', 'medium'],
  ['Semibold', 'semibold'],
  ['Bold', 'bold'],
] as const;

const FIGURES = ['1,111.11', '8,888.88', '−204.70', '19,047.25'];

/** Colour by role: what each token is for, not only its value. */
const ROLES = [
  ['bg', 'Page'],
  ['surface', 'Card'],
  ['surface-raised', 'Menu, popover'],
  ['surface-sunken', 'Tape, input well'],
  ['text', 'Text'],
  ['text-muted', 'Secondary text'],
  ['accent', 'Action'],
  ['up', 'Market up'],
  ['down', 'Market down'],
  ['live', 'On air'],
  ['danger', 'Destructive, error'],
  ['border', 'Divider'],
] as const;

const SPACES = ['1', '2', '3', '4', '6', '8'] as const;

const MOTION = [
  ['fast', 'Hover and press'],
  ['base', 'Menus and popovers'],
  ['slow', 'Dialogs'],
  ['pop', 'A chosen reaction'],
  ['flash', 'A price tick'],
] as const;

/** A quote that ticks on demand, to see the price flash. */
function TickingChip() {
  const [price, setPrice] = useState(189.12);
  const [change, setChange] = useState(1.21);
  return (
    <div className={styles.row}>
      <PriceChip symbol="AAPL" price={price} changePct={change} />
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setPrice((p) => Number((p + 0.37).toFixed(2)));
          setChange((c) => Number((c + 0.2).toFixed(2)));
        }}
      >
        Tick the price
      </Button>
    </div>
  );
}

/**
 * The brand in one page for design review: the two faces, the type scale, tabular figures,
 * colour by role (market pair, the colour-blind pair, on-air red), the spacing scale and motion.
 */
function Brand() {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>TapeTV brand</h1>
        <p className={styles.lead}>
          A financial channel: dense but calm, numbers first, the market's colours kept for the
          market.
        </p>
      </header>

      <section aria-labelledby="brand-type" className={styles.section}>
        <h2 id="brand-type" className={styles.subheading}>
          Type
        </h2>
        <div className={styles.faces}>
          <div className={`${styles.card} ${styles.sans}`}>
            <p className={styles.faceName}>Inter</p>
            <p className={styles.note}>Text, headings and controls. Variable, 100–900.</p>
            <p className={styles.weights}>
              {WEIGHTS.map(([label, weight]) => (
                <span key={weight} style={{ fontWeight: `var(--font-weight-${weight})` }}>
                  {label}
                </span>
              ))}
            </p>
          </div>
          <div className={`${styles.card} ${styles.mono}`}>
            <p className={styles.faceName}>JetBrains Mono</p>
            <p className={styles.note}>Tickers, prices and codes. Variable, 100–800.</p>
            <p className={styles.weights}>AAPL NVDA SPX BTC-USD</p>
          </div>
        </div>
        <p className={styles.note}>
          Both are self-hosted under the SIL Open Font Licence: no font CDN, the same letters on
          every machine.
        </p>
        <dl className={styles.scale}>
          {SCALE.map(([role, size, sample]) => (
            <div key={role} className={styles.scaleRow}>
              <dt>
                {role} · <code>--font-size-{size}</code>
              </dt>
              <dd style={{ fontSize: `var(--font-size-${size})` }}>{sample}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.note}>Every number uses tabular figures, so columns line up</h3>
        <table className={styles.figures}>
          <thead>
            <tr>
              <th scope="col">Proportional</th>
              <th scope="col">Tabular (ours)</th>
            </tr>
          </thead>
          <tbody>
            {FIGURES.map((figure) => (
              <tr key={figure}>
                <td className={styles.proportional}>{figure}</td>
                <td className={styles.tabular} data-figures="tabular">
                  {figure}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.tape}>
          <span>
            SPX 5,312.40 <PriceChange value={0.84} />
          </span>
          <span>
            NDX 18,690.12 <PriceChange value={1.32} />
          </span>
          <span>
            TSLA 171.05 <PriceChange value={-3.73} />
          </span>
        </p>
      </section>

      <section aria-labelledby="brand-colour" className={styles.section}>
        <h2 id="brand-colour" className={styles.subheading}>
          Colour
        </h2>
        <ul className={styles.roles}>
          {ROLES.map(([token, role]) => (
            <li key={token} className={styles.role}>
              <span className={styles.swatch} style={{ background: `var(--color-${token})` }} />
              <strong>{role}</strong>
              <code>--color-{token}</code>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          Up and down are bluish green and orange, which stay apart for red–green colour-blind
          readers; the colour-blind palette makes them blue and orange. A change always carries its
          arrow and sign too.
        </p>
        <div className={styles.row}>
          <PriceChange value={2.35} variant="tinted" />
          <PriceChange value={-1.12} variant="tinted" />
          <span data-palette="colorblind" className={styles.row}>
            <PriceChange value={2.35} variant="tinted" />
            <PriceChange value={-1.12} variant="tinted" />
          </span>
          <Badge tone="live">On air</Badge>
        </div>
        <ul className={styles.roles} aria-label="Reaction icons">
          {Object.keys(REACTION_GLYPHS).map((name) => (
            <li key={name} className={styles.row}>
              <ReactionIcon name={name} icon="" />
              {name}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="brand-space" className={styles.section}>
        <h2 id="brand-space" className={styles.subheading}>
          Spacing and density
        </h2>
        <p className={styles.note}>
          A 4 px scale. Cards pad 12 px by 16 px and keep one action row; lists of quotes use 8 px
          rows so a desk fits a market on screen.
        </p>
        {SPACES.map((name) => (
          <div key={name} className={styles.spaceRow}>
            <code>--space-{name}</code>
            <span className={styles.spaceBar} style={{ width: `var(--space-${name})` }} />
          </div>
        ))}
      </section>

      <section aria-labelledby="brand-motion" className={styles.section}>
        <h2 id="brand-motion" className={styles.subheading}>
          Motion
        </h2>
        <p className={styles.note}>
          Short and purposeful; nothing moves for a reader who asks for reduced motion, and the
          ticker tape stands still.
        </p>
        <ul className={styles.roles}>
          {MOTION.map(([token, use]) => (
            <li key={token} className={styles.role}>
              <strong>{use}</strong>
              <code>--duration-{token}</code>
            </li>
          ))}
        </ul>
        <TickingChip />
      </section>
    </div>
  );
}

const meta = {
  title: 'ui/Brand',
  component: Brand,
  tags: ['!autodocs'],
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'TapeTV brand' })).toBeVisible();
    // The self-hosted faces load from the app's own files.
    await document.fonts.load('400 16px "Inter Variable"', 'Markets');
    await document.fonts.load('400 16px "JetBrains Mono Variable"', 'AAPL');
    await expect(document.fonts.check('400 16px "Inter Variable"', 'Markets')).toBe(true);
    await expect(document.fonts.check('400 16px "JetBrains Mono Variable"', 'AAPL')).toBe(true);
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
    await expect(loaded.map((face) => face.family.replaceAll('"', ''))).toEqual(
      expect.arrayContaining(['Inter Variable', 'JetBrains Mono Variable']),
    );
    // Tabular figures: "1,111.11" is exactly as wide as "8,888.88".
    const [ones, eights] = ['1,111.11', '8,888.88'].map((figure) => {
      const cell = canvas
        .getAllByText(figure)
        .find((node) => node.dataset.figures === 'tabular') as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().width;
    });
    await expect(ones).toBeGreaterThan(0);
    await expect(ones).toBeCloseTo(eights ?? 0, 1);
  },
};

/** The price tick flashes the chip (and does not under reduced motion, which the tokens zero). */
export const PriceTick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tick the price' }));
    await waitFor(() => expect(canvas.getByText(/AAPL 189\.49, up 1\.4%/)).toBeInTheDocument());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

export const Phone: Story = { ...phone };
