import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { MegaMenu, type MegaMenuItem, MegaMenuList } from './mega-menu.tsx';
import { MegaMenuStatic } from './mega-menu-static.tsx';

const ITEMS: MegaMenuItem[] = [
  {
    id: 1,
    title: 'Markets',
    url: '/markets/stocks',
    children: [
      { id: 11, title: 'Stocks', url: '/markets/stocks' },
      { id: 12, title: 'Crypto', url: '/markets/crypto' },
      { id: 13, title: 'ETFs', url: '/markets/etf' },
      { id: 14, title: 'Indices', url: '/markets/indices' },
    ],
  },
  {
    id: 2,
    title: 'Calendars',
    url: '/economic-calendar',
    children: [
      { id: 21, title: 'Economic Calendar', url: '/economic-calendar' },
      { id: 22, title: 'Earnings Calendar', url: '/earning-calendar' },
    ],
  },
  {
    id: 3,
    title: 'News & Analysis',
    url: 'https://blog.tapetv.dev/',
    children: [{ id: 31, title: 'Analysis', url: 'https://blog.tapetv.dev/category/analysis' }],
  },
  { id: 4, title: 'Pricing', url: '/pricing' },
];

// Stories must not navigate the test page away: links report where they would go instead.
const onNavigate = fn();
const onIntent = fn();
const onOpenRequest = fn();
const StoryLink = ({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);

const meta = {
  title: 'ui/MegaMenu',
  component: MegaMenu,
  args: { items: ITEMS, linkComponent: StoryLink, onNavigate },
  parameters: {
    layout: 'padded',
    // Radix NavigationMenu puts an aria-hidden focus proxy beside an open panel: it takes Tab only to
    // hand focus straight into the panel, so the reader never lands on it. axe cannot know that.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Markets' }));
    const crypto = await canvas.findByRole('link', { name: 'Crypto' });
    await expect(crypto).toHaveAttribute('href', '/markets/crypto');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Markets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Calendars' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Economic Calendar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'Economic Calendar' })).toBeNull();
  },
};

/** Sections that are not built yet say so beside their title; the link still opens their page. */
export const SoonSections: Story = {
  args: {
    items: ITEMS.map((item) =>
      item.id === 2
        ? {
            ...item,
            children: item.children?.map((child) => ({ ...child, soon: child.id === 22 })),
          }
        : item,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calendars' }));
    const soon = await canvas.findByRole('link', { name: 'Earnings Calendar Soon' });
    await expect(soon).toHaveAttribute('href', '/earning-calendar');
    await expect(canvas.getByRole('link', { name: 'Economic Calendar' })).toBeVisible();
  },
};

/** Choosing a link closes the open panel, by mouse and by keyboard alike. */
export const ClosesAfterChoosing: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvas, userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Markets' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Crypto' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: 'Crypto' })).toBeNull();

    canvas.getByRole('button', { name: 'Calendars' }).focus();
    await userEvent.keyboard('{Enter}');
    const economic = await canvas.findByRole('link', { name: 'Economic Calendar' });
    economic.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('link', { name: 'Economic Calendar' })).toBeNull();
  },
};

export const ExternalLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'News & Analysis' }));
    const link = await canvas.findByRole('link', { name: /Analysis/ });
    await expect(link).toHaveAttribute('href', 'https://blog.tapetv.dev/category/analysis');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LongTitles: Story = {
  args: {
    items: [
      {
        id: 9,
        title: 'Specialized Reports and Research',
        url: '/specialize-reports',
        children: [
          {
            id: 91,
            title: 'Quarterly semiconductor supply-chain outlook',
            url: '/specialize-reports',
          },
          { id: 92, title: 'Emerging-market sovereign debt monitor', url: '/single-report' },
        ],
      },
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** Mounted with a panel open: what the app shows when a panel was asked for before its code loaded. */
export const OpenOnMount: Story = {
  // No visual baseline yet (the panel's own look is in Default's baseline).
  tags: ['no-visual'],
  args: { defaultOpen: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Markets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(await canvas.findByRole('link', { name: 'Crypto' })).toBeVisible();
  },
};

/**
 * The first paint's static menu (`MegaMenuStatic`): the same entries, collapsed, without Radix; it
 * reports intent and panel requests so the app can load the live menu.
 */
export const StaticFirstPaint: Story = {
  // Looks exactly like Default closed; no baseline of its own yet.
  tags: ['no-visual'],
  render: (args) => <MegaMenuStatic {...args} onIntent={onIntent} onOpenRequest={onOpenRequest} />,
  play: async ({ canvas, userEvent }) => {
    const markets = canvas.getByRole('button', { name: 'Markets' });
    await expect(markets).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '/pricing');
    await userEvent.click(markets);
    await expect(onIntent).toHaveBeenCalled();
    await expect(onOpenRequest).toHaveBeenCalledWith('1');
  },
};

export const SheetList: Story = {
  render: (args) => (
    <MegaMenuList
      items={args.items}
      linkComponent={args.linkComponent}
      onNavigate={args.onNavigate}
    />
  ),
  ...phone,
  play: async ({ canvas, userEvent }) => {
    const markets = canvas.getByRole('region', { name: 'Markets' });
    await expect(within(markets).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('link', { name: 'Pricing' }));
    await expect(onNavigate).toHaveBeenCalled();
  },
};
