import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// `findBy…` and `waitFor` wait up to 4 s (Testing Library's default is 1 s): a tooltip's open
// delay plus a loaded two-core CI machine has outlasted one second.
configure({ asyncUtilTimeout: 4000 });

type Theme = 'light' | 'dark';

/**
 * Applies the toolbar's theme. The attribute goes on <html> too (in the story view), because
 * dialogs, menus and toasts render in portals outside the story's own wrapper.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  if (context.viewMode === 'story') document.documentElement.dataset.theme = theme;
  return (
    <div
      data-theme={theme}
      style={{
        background: 'var(--color-bg)',
        color: 'var(--color-text)',
        padding: 'var(--space-4)',
        minHeight: context.viewMode === 'story' ? '100vh' : undefined,
        boxSizing: 'border-box',
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story's accessibility check is part of its test: a violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phoneLarge: {
          name: 'Large phone',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
        desk: { name: 'Desk', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
