import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { defaultValue: 'discussion', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Group sections">
        <TabsTrigger value="discussion">Discussion</TabsTrigger>
        <TabsTrigger value="live-chat">Live chat</TabsTrigger>
        <TabsTrigger value="members">Members</TabsTrigger>
      </TabsList>
      <TabsContent value="discussion">Posts from the group.</TabsContent>
      <TabsContent value="live-chat">The group's live chat.</TabsContent>
      <TabsContent value="members">Everyone in the group.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Everyone in the group.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('members');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Live chat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
  },
};

export const Pills: Story = {
  args: { defaultValue: 'all' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pill" aria-label="Symbol types">
        {['All', 'Stocks', 'Crypto', 'ETF', 'Indices'].map((label) => (
          <TabsTrigger key={label} value={label.toLowerCase()}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {['All', 'Stocks', 'Crypto', 'ETF', 'Indices'].map((label) => (
        <TabsContent key={label} value={label.toLowerCase()}>
          {label} symbols
        </TabsContent>
      ))}
    </Tabs>
  ),
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Group sections">
        <TabsTrigger value="discussion">Discussion</TabsTrigger>
        <TabsTrigger value="live-chat" disabled>
          Live chat
        </TabsTrigger>
      </TabsList>
      <TabsContent value="discussion">Posts from the group.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Live chat' })).toBeDisabled();
  },
};

const calendars = [
  'Economic',
  'Earnings',
  'Dividends',
  'Splits',
  'IPO',
  'Holidays',
  'Futures expiry',
  'Webinars',
  'Reports',
];

export const ManyTabs: Story = {
  args: { defaultValue: 'tab-0' },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-content-narrow)' }}>
      <Tabs {...args}>
        <TabsList aria-label="Calendars">
          {calendars.map((label, index) => (
            <TabsTrigger key={label} value={`tab-${index}`}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {calendars.map((label, index) => (
          <TabsContent key={label} value={`tab-${index}`}>
            The {label.toLowerCase()} calendar.
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };
