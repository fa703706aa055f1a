import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import { cashtagsIn } from '../../lib/cashtags.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { FieldErrorBag, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { type JsonText, parseJson } from '../../lib/json-text.ts';
import { linkCount } from '../../lib/links.ts';
import type { NewPostInput, PostEditInput, PostView } from '../../schemas/posts.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { SymbolRow, SymbolsRepository } from '../symbols/symbols.repository.ts';
import type { UploadsRepository } from '../uploads/uploads.repository.ts';
import { isUploadUrl } from '../uploads/uploads.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';

/** No member's id (ids start at 1): what a visitor may see, with no reaction or vote of their own. */
const NOBODY = 0;

/** Posts per page of the feed, a profile or a group (cursor: the id of the last post held). */
export const POSTS_PAGE_SIZE = 20;

/**
 * Where changes to a post are published: its group's posts channel, or for a post outside groups
 * the channel every member listens to (they may all see it).
 */
export const postChannel = (post: Pick<PostRow, 'groupId'>) =>
  post.groupId !== null ? channelNames.groupPosts(post.groupId) : channelNames.publicPosts();

/** Whether a channel is one `postChannel` names: where changes to posts are published. */
export const isPostsChannel = (channel: string) =>
  channel === channelNames.publicPosts() || /^private:groups\.\d+\.posts$/.test(channel);

/**
 * The post an event on a posts channel changed: `post_id` for reactions, votes and comments, `id`
 * for an edited or deleted post.
 */
export function changedPostId(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { post_id: postId, id } = data as { post_id?: unknown; id?: unknown };
  if (typeof postId === 'number') return postId;
  return typeof id === 'number' ? id : undefined;
}

export const IMAGES_NOT_UPLOADED = 'Images must be uploaded first.';
export const SENTIMENT_NEEDS_CASHTAG =
  'Name a listed symbol with a $cashtag (such as $AAPL) to call it bullish or bearish.';

/**
 * Against pump-and-dump spam from fresh accounts: in a member's first NEW_ACCOUNT_HOURS, a post
 * holds at most NEW_ACCOUNT_LINKS_MAX web links and names at most NEW_ACCOUNT_CASHTAGS_MAX symbols.
 */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_LINKS_MAX = 1;
export const NEW_ACCOUNT_CASHTAGS_MAX = 2;
export const NEW_ACCOUNT_LINKS_MESSAGE = `In your first day on TapeTV a post can hold at most ${NEW_ACCOUNT_LINKS_MAX} link.`;
export const NEW_ACCOUNT_CASHTAGS_MESSAGE = `In your first day on TapeTV a post can name at most ${NEW_ACCOUNT_CASHTAGS_MAX} $cashtags.`;

/** Last prices by symbol id (the quotes module's), stored with a post's cashtags. */
export type PricesOf = (symbolIds: readonly number[]) => Promise<ReadonlyMap<number, number>>;

/**
 * The field errors of an image list: shape and repeats. Images come from our upload pipeline only,
 * never from an arbitrary URL (count and length are the route schema's; ownership is checked
 * against the uploads table inside the transaction that writes the post).
 */
function imageErrors(images: readonly string[]): string[] {
  const errors: string[] = [];
  if (images.some((image) => !isUploadUrl(image))) errors.push(IMAGES_NOT_UPLOADED);
  if (new Set(images).size !== images.length) errors.push('Each image can be added once.');
  return errors;
}

export class PostsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      posts: PostsRepository;
      groups: GroupsRepository;
      users: UsersRepository;
      uploads: UploadsRepository;
      symbols: SymbolsRepository;
      pricesOf: PricesOf;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * A page of the member's feed, as JSON text for the route to send as it is. The routes always
   * use POSTS_PAGE_SIZE; `pageSize` lets the feed benchmark show that a page costs one statement
   * whatever its size.
   */
  feed(
    viewerId: number,
    lastPostId?: number,
    pageSize: number = POSTS_PAGE_SIZE,
  ): Promise<JsonText<PostView[]>> {
    return this.deps.posts.feed(viewerId, lastPostId, pageSize, this.now());
  }

  /** The most engaging recent posts across the site that the viewer may see: one page. */
  popular(viewerId: number): Promise<JsonText<PostView[]>> {
    return this.deps.posts.popular(viewerId, POSTS_PAGE_SIZE, this.now());
  }

  /**
   * The most engaging recent posts outside groups, as nobody in particular sees them (no own
   * reaction or vote): the visitors' home page previews the first `limit`.
   */
  async popularOutsideGroups(limit: number): Promise<PostView[]> {
    return parseJson(await this.deps.posts.popular(NOBODY, limit, this.now()));
  }

  async byAuthor(
    authorId: number,
    viewerId: number,
    lastPostId?: number,
  ): Promise<JsonText<PostView[]>> {
    if (!(await this.deps.users.findById(authorId))) throw notFound('This member does not exist.');
    return this.deps.posts.byAuthor(authorId, viewerId, lastPostId, POSTS_PAGE_SIZE, this.now());
  }

  /**
   * A group's posts: a public group's for any member, a private group's for its members. Live
   * updates stay on the group's posts channel, which only members' tokens list: a non-member
   * reading a public group sees new posts when the page is fetched again.
   */
  async byGroup(
    groupId: number,
    viewerId: number,
    lastPostId?: number,
  ): Promise<JsonText<PostView[]>> {
    if (!(await this.deps.groups.findById(groupId))) throw notFound('This group does not exist.');
    if (!(await this.deps.groups.isReadableBy(groupId, viewerId))) {
      throw forbidden('Only members of this group can see its posts.');
    }
    return this.deps.posts.byGroup(groupId, viewerId, lastPostId, POSTS_PAGE_SIZE, this.now());
  }

  /** The posts whose cashtags name a symbol, as the viewer may see them. */
  async bySymbol(
    symbolId: number,
    viewerId: number,
    lastPostId?: number,
  ): Promise<JsonText<PostView[]>> {
    if (!(await this.deps.symbols.byId(symbolId))) throw notFound('No Symbol found');
    return this.deps.posts.bySymbol(symbolId, viewerId, lastPostId, POSTS_PAGE_SIZE, this.now());
  }

  /** The listed symbols a text's cashtags name, in order of first mention (unknown ones skipped). */
  private async namedSymbols(text: string, tx?: Executor): Promise<SymbolRow[]> {
    const tickers = cashtagsIn(text);
    if (tickers.length === 0) return [];
    const rows = new Map(
      (await this.deps.symbols.bySymbols(tickers, tx)).map((row) => [row.symbol, row]),
    );
    return tickers.flatMap((ticker) => rows.get(ticker) ?? []);
  }

  /**
   * Links a post to the symbols it names: a symbol it already named keeps its price at posting,
   * a newly named one takes `prices` (read before the transaction: the quotes module reads on its
   * own connection, which a transaction holding the pool's last one would wait for forever).
   */
  private async linkSymbols(
    postId: number,
    named: readonly SymbolRow[],
    prices: ReadonlyMap<number, number>,
    tx: Executor,
  ) {
    const held = new Map(
      (await this.deps.posts.symbolsOf(postId, tx)).map((row) => [row.symbolId, row.priceAtPost]),
    );
    await this.deps.posts.setSymbols(
      postId,
      named.map((row) => ({
        symbolId: row.id,
        priceAtPost: held.has(row.id) ? (held.get(row.id) ?? null) : (prices.get(row.id) ?? null),
      })),
      tx,
    );
  }

  async single(postId: number, viewerId: number, tx?: Executor): Promise<PostView> {
    const view = await this.deps.posts.one(postId, viewerId, this.now(), tx);
    if (!view || !(await this.canSee(view, viewerId, tx))) {
      throw notFound('This post does not exist.');
    }
    return view;
  }

  /** The posts the member saved and may still read, newest post first. */
  saved(viewerId: number, lastPostId?: number): Promise<JsonText<PostView[]>> {
    return this.deps.posts.saved(viewerId, lastPostId, POSTS_PAGE_SIZE, this.now());
  }

  /**
   * Saves a post the member may read to their saved posts (a bookmark, seen by them alone).
   * Saving it again changes nothing; a post deleted meanwhile is a 404 like one never there.
   */
  async bookmark(viewerId: number, postId: number): Promise<void> {
    await this.visiblePost(postId, viewerId);
    try {
      await this.deps.posts.bookmark(viewerId, postId);
    } catch (error) {
      if (foreignKeyViolation(error)) throw notFound('This post does not exist.');
      throw error;
    }
  }

  /** Takes a post the member may read out of their saved posts; one not saved is already out. */
  async unbookmark(viewerId: number, postId: number): Promise<void> {
    await this.visiblePost(postId, viewerId);
    await this.deps.posts.unbookmark(viewerId, postId);
  }

  /**
   * A post the viewer may read (outside groups, in a public group, or in one of theirs), or 404:
   * what reading a post, its comments or its reactions needs.
   */
  async visiblePost(postId: number, viewerId: number): Promise<PostRow> {
    const post = await this.deps.posts.findById(postId);
    if (!post || !(await this.canSee(post, viewerId))) throw notFound('This post does not exist.');
    return post;
  }

  /**
   * A post the viewer may take part in (react, vote, comment, edit or delete their own): readable,
   * and in a group only for its members. A public group's posts are read by anyone, discussed by
   * its members (403 for others, who can see the post, so a 404 would be a lie).
   */
  async openPost(postId: number, viewerId: number): Promise<PostRow> {
    const post = await this.visiblePost(postId, viewerId);
    if (post.groupId !== null && !(await this.deps.groups.isMember(post.groupId, viewerId)))
      throw forbidden('Join this group to take part in its discussion.');
    return post;
  }

  private async canSee(
    post: Pick<PostRow, 'groupId'>,
    viewerId: number,
    tx: Executor = this.deps.db,
  ) {
    return (
      post.groupId === null || (await this.deps.groups.isReadableBy(post.groupId, viewerId, tx))
    );
  }

  /** The new-account limits on a post's text (NEW_ACCOUNT_HOURS), added to `bag`. */
  private async checkNewAccount(authorId: number, text: string, bag: FieldErrorBag) {
    const links = linkCount(text);
    const cashtags = cashtagsIn(text).length;
    if (links <= NEW_ACCOUNT_LINKS_MAX && cashtags <= NEW_ACCOUNT_CASHTAGS_MAX) return;
    const author = await this.deps.users.findById(authorId);
    const since = this.now().getTime() - NEW_ACCOUNT_HOURS * 3_600_000;
    if (!author || author.createdAt.getTime() <= since) return;
    if (links > NEW_ACCOUNT_LINKS_MAX) bag.add('text', NEW_ACCOUNT_LINKS_MESSAGE);
    if (cashtags > NEW_ACCOUNT_CASHTAGS_MAX) bag.add('text', NEW_ACCOUNT_CASHTAGS_MESSAGE);
  }

  async create(authorId: number, input: NewPostInput): Promise<PostView> {
    const bag = new FieldErrorBag();
    const text = (input.text ?? '').trim();
    const images = input.images ?? [];
    const options = (input.poll?.options ?? []).map((option) => option.trim());
    if (text === '' && images.length === 0 && !input.poll)
      bag.add('text', 'Write something, add an image or a poll.');
    for (const message of imageErrors(images)) bag.add('images', message);
    let closesAt: Date | null = null;
    // Counts and lengths are the route schema's (schemas/posts.ts); these are the rules it cannot say.
    if (input.poll) {
      if (options.some((option) => option === '')) bag.add('poll', 'Each option needs some text.');
      else if (new Set(options.map((option) => option.toLowerCase())).size !== options.length)
        bag.add('poll', 'The options must differ.');
      if (input.poll.closesAt) {
        closesAt = new Date(input.poll.closesAt);
        if (Number.isNaN(closesAt.getTime()) || closesAt <= this.now())
          bag.add('poll', 'The closing time must be in the future.');
      }
    }
    await this.checkNewAccount(authorId, text, bag);
    const named = await this.namedSymbols(text);
    if (input.sentiment && named.length === 0) bag.add('sentiment', SENTIMENT_NEEDS_CASHTAG);
    if (!bag.ok) throw validationFailed(bag.errors);
    if (
      input.group_id !== undefined &&
      !(await this.deps.groups.isMember(input.group_id, authorId))
    ) {
      throw forbidden('Only members of this group can post in it.');
    }

    const prices = await this.deps.pricesOf(named.map((row) => row.id));
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.assertOwnUploads(authorId, images, tx);
      const created = await this.deps.posts.create(
        {
          userId: authorId,
          groupId: input.group_id ?? null,
          text,
          images,
          sentiment: input.sentiment ?? null,
        },
        tx,
      );
      await this.linkSymbols(created.id, named, prices, tx);
      if (input.poll) await this.deps.posts.createPoll(created.id, options, closesAt, tx);
      // The group's activity label ("last active") follows its newest post.
      if (created.groupId !== null)
        await this.deps.groups.touch(created.groupId, created.createdAt, tx);
      const view = await this.single(created.id, authorId, tx);
      // The new post goes to the group's channel, or to each follower's feed.
      if (view.groupId !== null) queue(channelNames.groupPosts(view.groupId), 'new-post', view);
      else
        for (const id of await this.deps.posts.followerIds(authorId, tx))
          queue(channelNames.userFeed(id), 'new-post', view);
      return view;
    });
  }

  /** Every image must be an upload of this member (checked in the transaction writing the post). */
  private async assertOwnUploads(userId: number, images: readonly string[], tx: Executor) {
    const owned = await this.deps.uploads.ownedUrls(userId, images, tx);
    if (images.some((image) => !owned.has(image)))
      throw validationFailed({ images: [IMAGES_NOT_UPLOADED] });
  }

  /**
   * Changes the text, and the images when `images` is given. Images the post already has may stay
   * (they were checked when added); every new one must be an upload of the author.
   */
  async edit(viewerId: number, postId: number, input: PostEditInput): Promise<PostView> {
    const post = await this.openPost(postId, viewerId);
    if (post.userId !== viewerId) throw forbidden('Only the author can edit this post.');
    const text = input.text.trim();
    const images = input.images ?? post.images;
    const bag = new FieldErrorBag();
    if (text === '' && images.length === 0 && !(await this.deps.posts.pollsFor([postId])).length)
      bag.add('text', 'Write something, add an image or a poll.');
    if (input.images) for (const message of imageErrors(input.images)) bag.add('images', message);
    await this.checkNewAccount(viewerId, text, bag);
    if (!bag.ok) throw validationFailed(bag.errors);
    const named = await this.namedSymbols(text);
    const prices = await this.deps.pricesOf(named.map((row) => row.id));
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const added = images.filter((image) => !post.images.includes(image));
      await this.assertOwnUploads(viewerId, added, tx);
      await this.deps.posts.update(postId, { text, images }, tx);
      await this.linkSymbols(postId, named, prices, tx);
      // A call needs a symbol to be about: an edit that names none drops it.
      if (named.length === 0 && post.sentiment !== null)
        await this.deps.posts.setSentiment(postId, null, tx);
      const view = await this.single(postId, viewerId, tx);
      queue(postChannel(post), 'post-updated', {
        id: view.id,
        text: view.text,
        images: view.images,
        editedAt: view.editedAt,
        sentiment: view.sentiment,
        symbols: view.symbols,
      });
      return view;
    });
  }

  async delete(viewerId: number, postId: number): Promise<void> {
    const post = await this.openPost(postId, viewerId);
    if (post.userId !== viewerId) throw forbidden('Only the author can delete this post.');
    await this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.deps.posts.delete(postId, tx);
      queue(postChannel(post), 'post-deleted', { id: postId });
    });
  }
}
