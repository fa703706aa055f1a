import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import {
  interviewFactory,
  interviewListFactory,
  interviewMatchFactory,
  interviewSummaryFactory,
  userFactory,
} from '@/shared/lib/test';
import { CeoInterviewsPage } from './ceo-interviews-page.tsx';
import { NO_VIDEO_TITLE, SAMPLE_VIDEO_NOTE } from './interview-view.tsx';

/** Two interviews newest first: batteries (its ticker a known symbol) and groceries. */
const INTERVIEWS = [
  interviewSummaryFactory({
    slug: 'larkspur-energy-storage-grid-batteries',
    title: 'Larkspur’s CEO on grid batteries, sodium cells and utility demand',
    summary: 'Why utilities order storage two years ahead, and what sodium-ion cells change.',
    chapter_count: 3,
  }),
  interviewSummaryFactory({
    slug: 'harbor-and-pine-grocers-private-label',
    title: 'Harbor & Pine Grocers on food inflation and private label',
    summary: 'How shoppers changed their baskets as prices rose.',
    company: 'Harbor & Pine Grocers',
    symbol: 'HPGR',
    ceo_name: 'Teresa Vance',
    published_at: '2026-10-28T14:30:00.000Z',
    duration_seconds: 630,
    chapter_count: 4,
  }),
];

const INTERVIEW = interviewFactory({
  slug: 'larkspur-energy-storage-grid-batteries',
  title: 'Larkspur’s CEO on grid batteries, sodium cells and utility demand',
  symbol_known: true,
});

type Server = 'interviews' | 'empty' | 'pending' | 'failing-once' | 'video' | 'missing';

const seen: SeenRequest[] = [];

function answerInterviews({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'interviews';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET' || !url.pathname.startsWith('/api/ceoInterviews')) return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'The interviews are not available. Try again in a minute.');
    }
    if (url.pathname !== '/api/ceoInterviews') {
      if (server === 'missing') return refusal(404, 'No such interview');
      return Response.json(
        server === 'video'
          ? { ...INTERVIEW, has_video: true, video_url: '/interviews/media/sample.webm' }
          : INTERVIEW,
      );
    }
    const q = (url.searchParams.get('q') ?? '').trim();
    if (server === 'empty' || q === 'zeppelin')
      return Response.json(interviewListFactory({ query: q, interviews: [] }));
    if (q)
      return Response.json(
        interviewListFactory({
          query: q,
          interviews: [INTERVIEWS[0] as (typeof INTERVIEWS)[number]],
          matches: [
            interviewMatchFactory({
              slug: 'larkspur-energy-storage-grid-batteries',
              interview_title: INTERVIEW.title,
            }),
          ],
        }),
      );
    return Response.json(interviewListFactory({ interviews: INTERVIEWS }));
  }, seen);
}

const meta = {
  title: 'web/watch/CeoInterviewsPage',
  component: CeoInterviewsPage,
  decorators: [
    atAddress('/ceo-interviews', (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'Europe/London' })),
    ),
  ],
  beforeEach: answerInterviews,
} satisfies Meta<typeof CeoInterviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The interviews newest first as cards: company, ticker, title, summary, CEO, day and length. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Interviews' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: INTERVIEWS[0]?.title ?? '' })).toHaveAttribute(
      'href',
      '/ceo-interviews?interview=larkspur-energy-storage-grid-batteries',
    );
    await expect(first.getByText('LKSP')).toBeVisible();
    await expect(first.getByText('Fictional sample')).toBeVisible();
    await expect(first.getByText('Maren Odegaard, Chief Executive Officer')).toBeVisible();
    await expect(first.getByText('18 Nov 2026')).toBeVisible();
    await expect(first.getByText('14 min')).toBeVisible();
    await expect(first.getByText('3 chapters')).toBeVisible();
  },
};

/** Typing searches once the typing pauses: the query goes to the server and the address. */
export const SearchResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Interviews' });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search the interviews' }),
      'sodium',
    );
    const matches = await canvas.findByRole('list', { name: 'Transcript matches' });
    await expect(requestsTo(seen, '/api/ceoInterviews').at(-1)?.url.searchParams.get('q')).toBe(
      'sodium',
    );
    // One request for the whole word: the search waited for the typing to pause.
    await expect(
      requestsTo(seen, '/api/ceoInterviews').filter((request) => request.url.searchParams.has('q')),
    ).toHaveLength(1);
    const link = within(matches).getByRole('link', { name: /4:49/ });
    await expect(link).toHaveAttribute(
      'href',
      '/ceo-interviews?q=sodium&interview=larkspur-energy-storage-grid-batteries&t=289',
    );
    await expect(within(matches).getByText('Sodium').tagName).toBe('MARK');
    await expect(
      canvas.getByRole('heading', { name: 'Interviews matching “sodium” (1)' }),
    ).toBeVisible();
  },
};

/** A search that finds nothing says so, with the words, and offers to clear it. */
export const Empty: Story = {
  parameters: { url: '/ceo-interviews?q=zeppelin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No interviews match “zeppelin”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
      'href',
      '/ceo-interviews',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search the interviews' })).toHaveValue(
      'zeppelin',
    );
  },
};

/**
 * An interview without a video: the player area says so plainly; the chapters and the transcript
 * with times and speakers; the ticker links to its symbol page. Opened at 4:49 from a search, that
 * paragraph is the current one.
 */
export const InterviewWithTranscript: Story = {
  parameters: {
    url: '/ceo-interviews?q=sodium&interview=larkspur-energy-storage-grid-batteries&t=289',
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: INTERVIEW.title }),
    ).toBeVisible();
    await expect(canvas.getByText(NO_VIDEO_TITLE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /LKSP/ })).toHaveAttribute(
      'href',
      '/symbol/LKSP',
    );
    await expect(
      canvas.getByRole('link', { name: 'Back to the results for “sodium”' }),
    ).toHaveAttribute('href', '/ceo-interviews?q=sodium');
    const chapters = within(canvas.getByRole('navigation', { name: 'Chapters' }));
    await expect(chapters.getAllByRole('button')).toHaveLength(3);
    const transcript = canvas.getByRole('list', { name: 'Transcript' });
    const items = within(transcript).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[4]).toHaveAttribute('aria-current', 'true');
    await expect(within(items[4] as HTMLElement).getByText('Maren Odegaard')).toBeVisible();
  },
};

/** Without a video, a chapter takes the reader to its place in the transcript, by keyboard too. */
export const NoVideoChapters: Story = {
  parameters: { url: '/ceo-interviews?interview=larkspur-energy-storage-grid-batteries' },
  play: async ({ canvas }) => {
    const chapter = await canvas.findByRole('button', {
      name: 'Go to Why utilities order two years ahead, from 1 minute 5 seconds',
    });
    const items = within(canvas.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    await expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
    chapter.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(items[2]).toHaveAttribute('aria-current', 'true'));
    await expect(chapter).toHaveAttribute('aria-current', 'true');
  },
};

/** With a video: a player with controls, labelled as a sample; the timestamps say they play. */
export const WithVideo: Story = {
  parameters: {
    server: 'video',
    url: '/ceo-interviews?interview=larkspur-energy-storage-grid-batteries',
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: INTERVIEW.title });
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('src', '/interviews/media/sample.webm');
    await expect(canvas.getByText(SAMPLE_VIDEO_NOTE)).toBeVisible();
    await expect(canvas.queryByText(NO_VIDEO_TITLE)).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Play from 1 minute 14 seconds' }),
    ).toBeVisible();
  },
};

/** An address naming no interview: said plainly, with the way to the list. */
export const Missing: Story = {
  parameters: { server: 'missing', url: '/ceo-interviews?interview=nothing-here' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such interview')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all interviews' })).toHaveAttribute(
      'href',
      '/ceo-interviews',
    );
  },
};

/** While the list loads: cards' skeletons. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the interviews' }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: what happened, and a retry that works. */
export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The interviews could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Interviews' })).toBeVisible();
  },
};

/** On a phone: one column of cards, and an interview's player above its transcript. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { url: '/ceo-interviews?interview=larkspur-energy-storage-grid-batteries' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: INTERVIEW.title });
    const note = canvas.getByText(NO_VIDEO_TITLE);
    const transcript = canvas.getByRole('list', { name: 'Transcript' });
    await expect(note.getBoundingClientRect().bottom).toBeLessThan(
      transcript.getBoundingClientRect().top,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};
