import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inColumn, withStore } from '@/shared/lib/story';
import {
  type MutableKind,
  type NotificationSettingsState,
  notificationSettingsAtom,
} from '../model/mute.atoms.ts';
import { NotificationMuteForm } from './notification-mute-form.tsx';

interface SettingsParameters {
  /** What the server holds. */
  muted?: MutableKind[];
  /** `GET` answers 500. */
  loadFails?: boolean;
  /** `PUT` answers 500. */
  saveFails?: boolean;
}

/** The bodies the form sent with `PUT /api/notifications/settings` in the story last rendered. */
const sent: unknown[] = [];

/**
 * Stories never touch the network: while one renders, `/api/notifications/settings` answers as
 * the server would (the muted set, or status 500 and a `message`).
 */
async function answerSettings({ parameters }: { parameters: { settings?: SettingsParameters } }) {
  const settings = parameters.settings ?? {};
  let muted = settings.muted ?? [];
  const realFetch = globalThis.fetch;
  sent.length = 0;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, location.href);
    if (url.pathname !== '/api/notifications/settings') return realFetch(input, init);
    if (request.method === 'GET')
      return settings.loadFails
        ? Response.json({ message: 'Server Error' }, { status: 500 })
        : Response.json({ muted });
    const body = (await request.json()) as { muted: MutableKind[] };
    sent.push(body);
    if (settings.saveFails) return Response.json({ message: 'Server Error' }, { status: 500 });
    muted = body.muted;
    return Response.json({ success: true, message: 'Notification settings saved.', muted });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

const meta = {
  title: 'web/NotificationMuteForm',
  component: NotificationMuteForm,
  decorators: [
    inColumn,
    // `parameters.state`: what the store holds before the form mounts (else it loads).
    (Story, context) =>
      withStore((store) => {
        const state = context.parameters.state as NotificationSettingsState | undefined;
        if (state) store.set(notificationSettingsAtom, state);
      })(Story, context),
  ],
  beforeEach: answerSettings,
} satisfies Meta<typeof NotificationMuteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchNamed = (canvas: StoryContext['canvas'], name: string) =>
  canvas.getByRole('switch', { name });

/** Everything on but reactions, as the server said. */
export const Default: Story = {
  parameters: { settings: { muted: ['reaction'] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(switchNamed(canvas, 'Someone follows me')).toBeEnabled());
    await expect(switchNamed(canvas, 'Someone follows me')).toBeChecked();
    await expect(switchNamed(canvas, 'Someone reacts to my post')).not.toBeChecked();
    await expect(switchNamed(canvas, 'Someone comments on my post')).toBeChecked();
    await expect(switchNamed(canvas, 'Someone votes in my poll')).toBeChecked();
  },
};

/** Switching one off sends the whole muted set; the switch stays where the server agreed. */
export const MuteOne: Story = {
  parameters: { settings: { muted: ['reaction'] } },
  play: async ({ canvas, userEvent }) => {
    const comments = switchNamed(canvas, 'Someone comments on my post');
    await waitFor(() => expect(comments).toBeEnabled());
    await userEvent.click(comments);
    await waitFor(() => expect(comments).toBeEnabled());
    await expect(comments).not.toBeChecked();
    await expect(sent).toEqual([{ muted: ['reaction', 'comment'] }]);
  },
};

/** A refused change puts the switch back. */
export const SaveFails: Story = {
  parameters: { settings: { muted: [], saveFails: true } },
  play: async ({ canvas, userEvent }) => {
    const follows = switchNamed(canvas, 'Someone follows me');
    await waitFor(() => expect(follows).toBeEnabled());
    await userEvent.click(follows);
    await waitFor(() => expect(follows).toBeEnabled());
    await expect(follows).toBeChecked();
    await expect(sent).toEqual([{ muted: ['follower'] }]);
  },
};

export const LoadFails: Story = {
  parameters: { settings: { loadFails: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your notification settings could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** While the settings load the switches are there, off and disabled. */
export const Loading: Story = {
  parameters: { state: { status: 'loading', muted: [], saving: null } },
  play: async ({ canvas }) => {
    await expect(switchNamed(canvas, 'Someone follows me')).toBeDisabled();
  },
};

export const Dark: Story = {
  parameters: { settings: { muted: ['pollVote'] } },
  globals: { theme: 'dark' },
};
