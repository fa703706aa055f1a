import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { profileImageAtomFamily } from '@/features/profile/edit-images';
import { followPendingAtomFamily } from '@/features/profile/follow';
import { fakeServer, inColumn, requestsTo, type SeenRequest, withStore } from '@/shared/lib/story';
import { profileFactory, schoolBadgeFactory, userFactory } from '@/shared/lib/test';
import { ProfileHeader, ProfileHeaderSkeleton } from './profile-header.tsx';

/** A cover drawn as an SVG data URL: stories never touch the network. */
const COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><rect width="1200" height="300" fill="hsl(210 45% 16%)"/><polyline points="0,260 150,220 300,240 450,160 600,190 750,110 900,140 1050,60 1200,80" fill="none" stroke="hsl(150 70% 55%)" stroke-width="8"/></svg>',
)}`;
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(30 70% 55%)"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="white" font-family="sans-serif">ST</text></svg>',
)}`;

const sam = profileFactory({
  userProfile: {
    id: 2,
    name: 'Sam Trader',
    userName: 'sam',
    cover: COVER,
    avatar: AVATAR,
    bio: 'Momentum trader. Semis, energy and whatever is breaking out.',
    isPro: true,
  },
  followersCount: 1284,
  followingsCount: 87,
});

/** The viewer (id 7) in the story's store; `parameters.followPending` marks a follow of Sam under way. */
const asViewer: Decorator = (Story, context) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    if (context.parameters.followPending) store.set(followPendingAtomFamily(2), true);
    if (context.parameters.coverError)
      store.set(profileImageAtomFamily('cover'), {
        busy: false,
        error: context.parameters.coverError,
      });
    if (context.parameters.avatarBusy)
      store.set(profileImageAtomFamily('avatar'), { busy: true, error: null });
  })(Story, context);

const seen: SeenRequest[] = [];

/** Sam's trading school badges when `parameters.badges` says so; nobody else has any. */
const answerBadges = ({ parameters }: { parameters: { badges?: boolean } }) =>
  fakeServer(({ method, url }) => {
    if (method !== 'GET' || !url.pathname.startsWith('/api/school/badges/')) return undefined;
    if (parameters.badges && url.pathname === '/api/school/badges/sam')
      return Response.json({
        badges: [
          schoolBadgeFactory({ exam: { slug: 'market-basics', title: 'Market basics' } }),
          schoolBadgeFactory({
            exam: { slug: 'candlestick-patterns', title: 'Candlestick patterns' },
            course: {
              slug: 'reading-candlesticks',
              title: 'Reading candlesticks',
              level: 'intermediate',
            },
            score: 90,
          }),
        ],
      });
    return Response.json({ badges: [] });
  }, seen);

const meta = {
  title: 'web/ProfileHeader',
  component: ProfileHeader,
  args: { profile: sam },
  decorators: [inColumn, asViewer],
  beforeEach: answerBadges,
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's profile: Follow, never edit controls. */
export const OtherMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Sam Trader/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow Sam Trader' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: /Edit profile/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '1,284 followers' })).toHaveAttribute(
      'href',
      '/profile/sam/follow?tab=followers',
    );
    await expect(canvas.getByRole('link', { name: '87 following' })).toHaveAttribute(
      'href',
      '/profile/sam/follow?tab=followings',
    );
  },
};

/** The exams Sam passed in the trading school, under his name. */
export const SchoolBadges: Story = {
  parameters: { badges: true },
  play: async ({ canvas }) => {
    const badges = await canvas.findByRole('list', { name: 'Trading school badges' });
    await expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Passed: Market basics', 'Passed: Candlestick patterns']);
  },
};

/** A member without badges shows none (and no empty list). */
export const NoSchoolBadges: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(requestsTo(seen, '/api/school/badges/sam')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('list', { name: 'Trading school badges' })).toBeNull();
  },
};

export const Following: Story = {
  args: { profile: { ...sam, isFollowing: true, followersCount: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unfollow Sam Trader' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1 follower' })).toBeVisible();
  },
};

/** While the follow call is on its way the button waits; nothing has changed yet. */
export const FollowPending: Story = {
  parameters: { followPending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow Sam Trader' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** One's own profile: edit controls, decided only by `isOwnProfile`. */
export const OwnProfile: Story = {
  args: { profile: { ...sam, isOwnProfile: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Edit profile/ })).toHaveAttribute(
      'href',
      '/profile/sam/setting',
    );
    await expect(canvas.getByRole('button', { name: 'Change cover' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove cover' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Follow/ })).toBeNull();
  },
};

/** Reposition: the banner becomes a slider with the focus on it; Cancel puts the cover back. */
export const OwnProfileRepositioning: Story = {
  args: {
    profile: { ...sam, isOwnProfile: true, userProfile: { ...sam.userProfile, coverPosition: 30 } },
  },
  play: async ({ canvas, userEvent }) => {
    const cover = canvas.getByRole('img', { name: "Sam Trader's cover" });
    await expect(cover).toHaveStyle({ objectPosition: '50% 30%' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reposition' }));
    const slider = canvas.getByRole('slider', { name: 'Cover position' });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByText('Drag the picture, or use the arrow keys')).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(cover).toHaveStyle({ objectPosition: '50% 33%' });
    await expect(canvas.getByRole('button', { name: 'Save position' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Change cover' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(cover).toHaveStyle({ objectPosition: '50% 30%' });
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reposition' })).toBeVisible();
  },
};

/** The default cover cannot be removed or moved; only changed. */
export const OwnProfileDefaultImages: Story = {
  args: { profile: profileFactory({ isOwnProfile: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change cover' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove cover' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reposition' })).toBeNull();
  },
};

/** A refused cover keeps the old one and says why; a new avatar on its way disables its button. */
export const OwnProfileImageStates: Story = {
  args: { profile: { ...sam, isOwnProfile: true } },
  parameters: {
    coverError: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
    avatarBusy: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Cover photo: Only JPEG, PNG, WebP or GIF images can be uploaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toBeDisabled();
  },
};

/** A member who never set images gets the server's defaults. */
export const DefaultImages: Story = {
  args: {
    profile: profileFactory({
      userProfile: { name: 'Dana Demo', userName: 'dana', bio: '' },
    }),
  },
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('img', { name: "Dana Demo's cover" });
    await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');
    await waitFor(() => expect((cover as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const LongNames: Story = {
  args: {
    profile: profileFactory({
      userProfile: {
        name: 'Maximiliana Alexandrova-Featherstonehaugh de la Cruz-Vanderbilt',
        userName: 'maximiliana_alexandrova_featherstonehaugh_1987',
        bio: 'Long-term investor in European utilities, telecoms and everything with a dividend that has grown for twenty-five years or more. Not advice.',
      },
      followersCount: 12_345_678,
      followingsCount: 2,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const follow = canvas.getByRole('button', { name: /^Follow Maximiliana/ });
    // The long name wraps: the button stays inside the column.
    const column = canvasElement.getBoundingClientRect();
    await expect(follow.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 1);
  },
};

export const Loading: Story = {
  render: () => <ProfileHeaderSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the profile' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The owner's cover buttons on a phone: they wrap inside the banner rather than overflow it. */
export const OwnProfilePhone: Story = {
  ...OwnProfile,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('img', { name: "Sam Trader's cover" }).getBoundingClientRect();
    for (const name of ['Change cover', 'Reposition', 'Remove cover']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(banner.left);
      await expect(button.right).toBeLessThanOrEqual(banner.right);
    }
  },
};
