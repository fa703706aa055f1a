import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as navIcons from './nav-icons.tsx';
import * as sectionIcons from './section-icons.tsx';

// Every icon the set exports (LineIcon is their frame, not an icon).
const { LineIcon: _frame, ...icons } = { ...navIcons, ...sectionIcons };
const all = Object.entries(icons) as [string, (props: navIcons.IconProps) => React.JSX.Element][];

const meta = {
  title: 'ui/Icons',
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 'var(--space-4)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        color: 'var(--color-text)',
      }}
    >
      {all.map(([name, Icon]) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-1)', fontSize: 12 }}
        >
          <Icon style={{ fontSize: 24 }} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, drawn in the text colour and hidden from assistive technology. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(drawn).toHaveLength(all.length);
    for (const svg of drawn) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getAttribute('stroke')).toBe('currentColor');
      await expect(svg.querySelector('path, rect')).not.toBeNull();
    }
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
