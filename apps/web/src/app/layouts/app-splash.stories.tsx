import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppSplash } from './app-splash.tsx';

const meta = {
  title: 'web/AppSplash',
  component: AppSplash,
  args: { label: 'Checking your session' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the login check runs: the header's frame with the logo at once, a loader where the page
 * will be. Nothing to press, nothing that says member or visitor; screen readers hear the loader.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session');
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const frame = canvasElement.querySelector('[data-slot="header-frame"]');
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame).toHaveTextContent('TapeTV');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** On a 390 px phone: the logo and the account placeholders, no menu placeholders. */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
};
