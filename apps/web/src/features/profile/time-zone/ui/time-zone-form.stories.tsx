import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { fakeServer, inColumn, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { TimeZoneForm } from './time-zone-form.tsx';

/** What the form sent with `PUT /api/user/time-zone` in the story last rendered. */
const seen: SeenRequest[] = [];

const meta = {
  title: 'web/TimeZoneForm',
  component: TimeZoneForm,
  // The first choice names the browser's own zone, which differs between machines.
  tags: ['no-visual'],
  decorators: [
    inColumn,
    withStore((store) => store.set(viewerAtom, userFactory({ timeZone: 'Europe/London' }))),
  ],
  beforeEach: () =>
    fakeServer(({ method, url, body }) => {
      if (method !== 'PUT' || url.pathname !== '/api/user/time-zone') return undefined;
      const zone = (body as { time_zone: string | null }).time_zone;
      if (zone === 'Asia/Tokyo')
        return Response.json({ success: true, message: 'Time zone saved.', time_zone: zone });
      return refusal(422, 'The time zone must be one such as Europe/London.', {
        errors: { time_zone: ['The time zone must be one such as Europe/London.'] },
      });
    }, seen),
} satisfies Meta<typeof TimeZoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's saved zone is selected; Save waits for a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Time zone' });
    await expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'Europe/London',
    );
    await expect(within(form).getByRole('button', { name: 'Save time zone' })).toBeDisabled();
  },
};

/** A new zone is saved and confirmed. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Time zone' });
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'Asia/Tokyo');
    await userEvent.click(within(form).getByRole('button', { name: 'Save time zone' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent('Time zone saved.');
    await expect(seen.map((request) => request.body)).toEqual([{ time_zone: 'Asia/Tokyo' }]);
  },
};

/** The server refuses: its message shows under the field, as an alert. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Time zone' });
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'America/New_York');
    await userEvent.click(within(form).getByRole('button', { name: 'Save time zone' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The time zone must be one such as Europe/London.',
    );
  },
};
