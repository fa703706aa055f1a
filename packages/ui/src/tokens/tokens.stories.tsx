import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceChange } from '../badge/badge.tsx';
import { phone } from '../lib/story-helpers.ts';
import styles from './tokens.module.css';

const colours = [
  'bg',
  'surface',
  'surface-raised',
  'surface-sunken',
  'surface-hover',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'accent',
  'accent-text',
  'accent-subtle',
  'danger',
  'danger-text',
  'success-text',
  'warning-text',
  'up',
  'up-subtle',
  'down',
  'down-subtle',
  'focus-ring',
  'skeleton',
];
const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'];
const radii = ['1', '2', '3', '4', 'full'];
const fontSizes = ['1', '2', '3', '4', '5', '6', '7', '8'];
const shadows = ['1', '2', '3'];
const durations = ['fast', 'base', 'slow', 'flash', 'toast'];

/** Every design token, rendered from the CSS custom properties themselves. */
function Tokens() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Design tokens</h1>
      <section aria-labelledby="tokens-colour">
        <h2 id="tokens-colour" className={styles.subheading}>
          Colour
        </h2>
        <ul className={styles.swatches}>
          {colours.map((name) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(--color-${name})` }} />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-market">
        <h2 id="tokens-market" className={styles.subheading}>
          Market up / down
        </h2>
        <p className={styles.note}>
          Bluish green and orange stay apart for red–green colour-blind readers, and every change
          also carries an arrow and a sign.
        </p>
        <div className={styles.row}>
          <PriceChange value={2.35} variant="tinted" />
          <PriceChange value={-1.12} variant="tinted" />
          <PriceChange value={0} variant="tinted" />
        </div>
        <p className={styles.note}>
          With <code>data-palette="colorblind"</code> on a parent, up is blue and down is orange.
        </p>
        <div className={styles.row} data-palette="colorblind">
          <PriceChange value={2.35} variant="tinted" />
          <PriceChange value={-1.12} variant="tinted" />
        </div>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space" className={styles.subheading}>
          Spacing
        </h2>
        {spaces.map((name) => (
          <div key={name} className={styles.row}>
            <code className={styles.label}>--space-{name}</code>
            <span className={styles.bar} style={{ width: `var(--space-${name})` }} />
          </div>
        ))}
      </section>
      <section aria-labelledby="tokens-radius">
        <h2 id="tokens-radius" className={styles.subheading}>
          Radius
        </h2>
        <div className={styles.row}>
          {radii.map((name) => (
            <span
              key={name}
              className={styles.radius}
              style={{ borderRadius: `var(--radius-${name})` }}
            >
              <code>{name}</code>
            </span>
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type" className={styles.subheading}>
          Typography
        </h2>
        {fontSizes.map((name) => (
          <p key={name} className={styles.type} style={{ fontSize: `var(--font-size-${name})` }}>
            <code className={styles.label}>--font-size-{name}</code> Markets 1,234.56
          </p>
        ))}
        <p className={styles.numbers}>Tabular figures: 111.11 / 888.88 / 1,010.10</p>
      </section>
      <section aria-labelledby="tokens-elevation">
        <h2 id="tokens-elevation" className={styles.subheading}>
          Elevation
        </h2>
        <div className={styles.row}>
          {shadows.map((name) => (
            <span
              key={name}
              className={styles.elevation}
              style={{ boxShadow: `var(--shadow-${name})` }}
            >
              <code>--shadow-{name}</code>
            </span>
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-motion">
        <h2 id="tokens-motion" className={styles.subheading}>
          Motion
        </h2>
        <p className={styles.note}>
          Under 200 ms; zero when the reader prefers reduced motion. Toasts stay 1000 ms.
        </p>
        <ul className={styles.list}>
          {durations.map((name) => (
            <li key={name}>
              <code>--duration-{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'ui/Tokens',
  component: Tokens,
  tags: ['!autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Design tokens' })).toBeVisible();
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent');
    await expect(accent.trim()).not.toBe('');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };
