/**
 * The authorisation matrix's expected outcomes: for every operation of the contract, the request
 * sent and the status each actor must get, in the order of ACTORS:
 *
 * - visitor: no session;
 * - stranger: another member, in none of the owner's groups, following no one;
 * - member: a member of the owner's private group who is not its admin, in a conversation with
 *   the owner;
 * - owner: the member whose resources the requests name (the group's owner and admin, pro).
 *
 * Requests name the owner's resources: `{ids.x}` and `{names.x}` in a url are the world's ids
 * and names (authorisation-matrix.test.ts builds the world). A new route has no row, and the test
 * fails until one is added here: MATRIX_OBSERVE=1 prints what each actor got, to review.
 */
export const ACTORS = ['visitor', 'stranger', 'member', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

export interface World {
  cookies: Record<Actor, Map<string, string>>;
  ids: Record<string, number>;
  names: Record<string, string>;
}

type Outcomes = readonly [visitor: number, stranger: number, member: number, owner: number];

export interface Row {
  request: (world: World) => { url: string; body?: unknown };
  expect: Outcomes;
  /** Tables a refusal is meant to write (a failed login counts towards its throttle). */
  recorded?: readonly string[];
}

/** The url with `{ids.x}` and `{names.x}` filled in from the world. */
function fill(template: string, world: World): string {
  return template.replace(
    /\{(ids|names)\.([A-Za-z]+)\}/g,
    (_, kind: 'ids' | 'names', name: string) => {
      const value = world[kind][name];
      if (value === undefined) throw new Error(`the world has no ${kind}.${name}`);
      return encodeURIComponent(String(value));
    },
  );
}

function row(
  expect: Outcomes,
  url: string,
  body?: (world: World) => unknown,
  options: { recorded?: readonly string[] } = {},
): Row {
  return {
    request: (world) => ({ url: fill(url, world), ...(body ? { body: body(world) } : {}) }),
    expect,
    ...options,
  };
}

/** A read or write any member may make of their own (visitors get 401). */
const MEMBERS_200: Outcomes = [401, 200, 200, 200];
/** Anyone, session or not. */
const EVERYONE_200: Outcomes = [200, 200, 200, 200];

export const MATRIX: Record<string, Row> = {
  // Session and account.
  'GET /api/health': row(EVERYONE_200, '/api/health'),
  'GET /api/csrf-token': row(EVERYONE_200, '/api/csrf-token'),
  'GET /api/check-login': row(EVERYONE_200, '/api/check-login'),
  'POST /login': row(
    [401, 401, 401, 401],
    '/login',
    () => ({ email: 'owner@example.test', password: 'wrong-password' }),
    { recorded: ['login_throttles'] },
  ),
  'POST /register': row([202, 202, 202, 202], '/register', () => ({
    name: 'New Person',
    userName: 'new_person',
    email: 'new.person@example.test',
    password: 'a-long-enough-password',
  })),
  'POST /register/confirm': row([422, 422, 422, 422], '/register/confirm', () => ({
    token: 'not-a-token',
  })),
  'POST /logout': row(EVERYONE_200, '/logout'),
  'POST /forgot-password': row(EVERYONE_200, '/forgot-password', () => ({
    email: 'owner@example.test',
  })),
  'POST /reset-password': row([422, 422, 422, 422], '/reset-password', () => ({
    token: 'not-a-token',
    email: 'owner@example.test',
    password: 'another-long-password',
  })),
  'GET /api/userdata': row(MEMBERS_200, '/api/userdata'),
  'POST /api/user/update': row(MEMBERS_200, '/api/user/update', () => ({
    bio: 'Changed bio',
  })),
  'GET /api/menu': row(EVERYONE_200, '/api/menu'),
  'GET /api/home': row(EVERYONE_200, '/api/home'),

  // Direct messages: the owner's conversation with the member.
  'GET /api/conversations': row(MEMBERS_200, '/api/conversations'),
  'POST /api/conversations': row([401, 201, 200, 422], '/api/conversations', (w) => ({
    user_id: w.ids.owner,
  })),
  'GET /api/conversations/{conversationId}/messages': row(
    [401, 403, 200, 200],
    '/api/conversations/{ids.conversation}/messages',
  ),
  'POST /api/conversations/{conversationId}/messages': row(
    [401, 403, 201, 201],
    '/api/conversations/{ids.conversation}/messages',
    () => ({ text: 'Hello' }),
  ),
  'PUT /api/conversations/{conversationId}/messages/{messageId}': row(
    [401, 403, 403, 200],
    '/api/conversations/{ids.conversation}/messages/{ids.dm}',
    () => ({ text: 'Edited' }),
  ),
  'DELETE /api/conversations/{conversationId}/messages/{messageId}': row(
    [401, 403, 403, 200],
    '/api/conversations/{ids.conversation}/messages/{ids.dm}',
  ),
  'POST /api/conversations/{conversationId}/read': row(
    [401, 403, 200, 200],
    '/api/conversations/{ids.conversation}/read',
  ),
  'POST /api/conversations/{conversationId}/typing': row(
    [401, 403, 204, 204],
    '/api/conversations/{ids.conversation}/typing',
  ),

  // Group chat: the owner's private group.
  'GET /api/{groupId}/messages': row([401, 403, 200, 200], '/api/{ids.group}/messages'),
  'POST /api/groups/{groupId}/send-message': row(
    [401, 403, 201, 201],
    '/api/groups/{ids.group}/send-message',
    () => ({ text: 'Hi all' }),
  ),
  'PUT /api/groups/{groupId}/messages/{messageId}': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/messages/{ids.chat}',
    () => ({ text: 'Edited' }),
  ),
  'DELETE /api/groups/{messageId}/delete': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.chat}/delete',
  ),
  'POST /api/groups/{groupId}/typing': row([401, 403, 204, 204], '/api/groups/{ids.group}/typing'),
  'GET /api/joined-chats': row(MEMBERS_200, '/api/joined-chats'),
  'GET /api/suggested-chats': row(MEMBERS_200, '/api/suggested-chats'),

  // Groups.
  'POST /api/groups': row([401, 201, 201, 201], '/api/groups', () => ({
    name: 'new-group',
    title: 'New group',
    privacy: 'public',
  })),
  'GET /api/groups/{groupId}': row(MEMBERS_200, '/api/groups/{ids.group}'),
  'PUT /api/groups/{groupId}': row([401, 403, 403, 200], '/api/groups/{ids.group}', () => ({
    title: 'Renamed circle',
  })),
  'POST /api/groups/{groupId}/join': row([401, 200, 409, 409], '/api/groups/{ids.group}/join'),
  'POST /api/groups/{groupId}/leave': row([401, 404, 200, 409], '/api/groups/{ids.group}/leave'),
  'GET /api/groups/{groupId}/requests': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/requests',
  ),
  'POST /api/groups/{groupId}/requests/{userId}/approve': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/requests/{ids.requester}/approve',
  ),
  'DELETE /api/groups/{groupId}/requests/{userId}': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/requests/{ids.requester}',
  ),
  'GET /api/groups/{groupId}/members': row([401, 403, 200, 200], '/api/groups/{ids.group}/members'),
  'DELETE /api/groups/{groupId}/members/{userId}': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/members/{ids.member}',
  ),
  'PUT /api/groups/{groupId}/members/{userId}/role': row(
    [401, 403, 403, 200],
    '/api/groups/{ids.group}/members/{ids.member}/role',
    () => ({ role: 'admin' }),
  ),

  // Markets.
  'GET /api/markets': row(MEMBERS_200, '/api/markets'),
  'GET /api/getWidget': row(MEMBERS_200, '/api/getWidget?category=stocks'),
  'GET /api/quotes': row(MEMBERS_200, '/api/quotes?ids={ids.symbol}'),
  'GET /api/ticker-tape': row(MEMBERS_200, '/api/ticker-tape'),
  'GET /api/symbols/{symbol}': row(MEMBERS_200, '/api/symbols/{names.symbol}'),
  'GET /api/symbols/{symbolId}/bars': row(
    [401, 200, 200, 200],
    '/api/symbols/{ids.symbol}/bars?range=1M',
  ),

  // Notifications: the owner's.
  'GET /api/{userId}/notifications': row([401, 403, 403, 200], '/api/{ids.owner}/notifications'),
  'GET /api/notifications': row(MEMBERS_200, '/api/notifications'),
  'GET /api/notifications/settings': row(MEMBERS_200, '/api/notifications/settings'),
  'PUT /api/notifications/settings': row(
    [401, 200, 200, 200],
    '/api/notifications/settings',
    () => ({ muted: ['reaction'] }),
  ),
  'POST /api/notifications/{id}/read': row(
    [401, 403, 403, 200],
    '/api/notifications/{ids.notification}/read',
  ),
  'POST /api/notifications/read-all': row(
    [401, 200, 200, 200],
    '/api/notifications/read-all',
    () => ({}),
  ),

  // Posts: the owner's post in the private group, and the owner's public poll.
  'GET /api/user-feed': row(MEMBERS_200, '/api/user-feed'),
  'GET /api/popular-posts': row(MEMBERS_200, '/api/popular-posts'),
  'GET /api/user-profile/{userId}': row(MEMBERS_200, '/api/user-profile/{ids.owner}'),
  'GET /api/user-group/{groupId}': row([401, 403, 200, 200], '/api/user-group/{ids.group}'),
  'GET /api/symbols/{symbolId}/posts': row(MEMBERS_200, '/api/symbols/{ids.symbol}/posts'),
  'GET /api/singlePost/{postId}': row([401, 404, 200, 200], '/api/singlePost/{ids.groupPost}'),
  'GET /api/bookmarks': row(MEMBERS_200, '/api/bookmarks'),
  'POST /api/posts/{postId}/bookmark': row(
    [401, 404, 200, 200],
    '/api/posts/{ids.groupPost}/bookmark',
  ),
  'DELETE /api/posts/{postId}/bookmark': row(
    [401, 404, 200, 200],
    '/api/posts/{ids.groupPost}/bookmark',
  ),
  'POST /api/posts': row([401, 403, 201, 201], '/api/posts', (w) => ({
    text: 'In the circle',
    group_id: w.ids.group,
  })),
  'PUT /api/posts/{postId}': row([401, 404, 403, 200], '/api/posts/{ids.groupPost}', () => ({
    text: 'Edited post',
  })),
  'DELETE /api/posts/{postId}': row([401, 404, 403, 200], '/api/posts/{ids.groupPost}'),
  'GET /api/reaction-types': row(MEMBERS_200, '/api/reaction-types'),
  'POST /api/add-or-update-reaction': row(
    [401, 404, 200, 200],
    '/api/add-or-update-reaction',
    (w) => ({ post_id: w.ids.groupPost, reaction_type_id: 1 }),
  ),
  'POST /api/remove-reaction': row([401, 404, 404, 200], '/api/remove-reaction', (w) => ({
    post_id: w.ids.groupPost,
  })),
  'POST /api/add-vote': row([401, 200, 200, 409], '/api/add-vote', (w) => ({
    poll_id: w.ids.poll,
    option_id: w.ids.pollOption,
  })),
  'POST /api/remove-vote': row([401, 404, 404, 200], '/api/remove-vote', (w) => ({
    poll_id: w.ids.poll,
  })),
  'GET /api/posts/{postId}/reactions': row(
    [401, 404, 200, 200],
    '/api/posts/{ids.groupPost}/reactions',
  ),
  'GET /api/posts/{postId}/comments': row(
    [401, 404, 200, 200],
    '/api/posts/{ids.groupPost}/comments',
  ),
  'POST /api/submit-comment': row([401, 404, 200, 200], '/api/submit-comment', (w) => ({
    post_id: w.ids.groupPost,
    text: 'A reply',
  })),
  'POST /api/edit-comment': row([401, 404, 403, 200], '/api/edit-comment', (w) => ({
    id: w.ids.comment,
    text: 'Edited comment',
  })),
  'POST /api/delete-comment': row([401, 404, 403, 200], '/api/delete-comment', (w) => ({
    id: w.ids.comment,
  })),

  // Profiles and follows.
  'GET /api/users/suggested': row(MEMBERS_200, '/api/users/suggested'),
  'POST /api/profileData/{userName}': row(MEMBERS_200, '/api/profileData/{names.owner}'),
  'GET /api/profile/{userName}/calls': row(
    [401, 200, 200, 200],
    '/api/profile/{names.owner}/calls',
  ),
  'POST /api/users/{userId}/follow': row([401, 200, 409, 422], '/api/users/{ids.owner}/follow'),
  'DELETE /api/users/{userId}/unfollow': row(
    [401, 404, 200, 422],
    '/api/users/{ids.owner}/unfollow',
  ),
  'GET /api/users/{userId}/followers': row(
    [401, 200, 200, 200],
    '/api/users/{ids.owner}/followers',
  ),
  'GET /api/users/{userId}/followings': row(
    [401, 200, 200, 200],
    '/api/users/{ids.owner}/followings',
  ),
  'POST /api/ably/authenticate': row(MEMBERS_200, '/api/ably/authenticate', () => ({})),

  // Search.
  'GET /api/symbol/search': row(MEMBERS_200, '/api/symbol/search?query=AAPL'),
  'GET /api/searchSymbol/default': row(MEMBERS_200, '/api/searchSymbol/default'),
  'GET /api/searchGroups': row(MEMBERS_200, '/api/searchGroups?query=owner'),
  'GET /api/searchGroups/default': row(MEMBERS_200, '/api/searchGroups/default'),
  'GET /api/searchMembers': row(MEMBERS_200, '/api/searchMembers?query=owner'),
  'GET /api/searchMembers/default': row(MEMBERS_200, '/api/searchMembers/default'),

  // Uploads and covers (a form without a file is refused after the checks this is about).
  'POST /api/uploads': row([401, 422, 422, 422], '/api/uploads', () => new FormData()),
  'POST /api/uploadCover': row([401, 422, 422, 422], '/api/uploadCover', () => new FormData()),
  'POST /api/profileImage': row([401, 422, 422, 422], '/api/profileImage', () => new FormData()),
  'POST /api/removeCover': row(MEMBERS_200, '/api/removeCover', () => ({})),
  'POST /api/coverPosition': row([401, 422, 422, 422], '/api/coverPosition', () => ({
    cover_position: 40,
  })),
  'POST /api/uploadGroupCover': row([401, 422, 422, 422], '/api/uploadGroupCover', (w) => {
    const form = new FormData();
    form.append('group_id', String(w.ids.group));
    return form;
  }),
  'POST /api/profileGroupImage': row([401, 422, 422, 422], '/api/profileGroupImage', (w) => {
    const form = new FormData();
    form.append('group_id', String(w.ids.group));
    return form;
  }),
  'POST /api/removeGroupCover': row([401, 403, 403, 200], '/api/removeGroupCover', (w) => ({
    group_id: w.ids.group,
  })),
  'POST /api/groupCoverPosition': row([401, 403, 403, 422], '/api/groupCoverPosition', (w) => ({
    group_id: w.ids.group,
    cover_position: 30,
  })),

  // Watchlists: the owner's private list.
  'GET /api/watchlist/': row(MEMBERS_200, '/api/watchlist/?user_id={ids.owner}'),
  'GET /api/watchlist/symbols/{id}': row(
    [401, 404, 404, 200],
    '/api/watchlist/symbols/{ids.watchlist}',
  ),
  'GET /api/trending-symbols': row(MEMBERS_200, '/api/trending-symbols'),
  'GET /api/watchlist/editWatchlistData/{id}': row(
    [401, 404, 404, 200],
    '/api/watchlist/editWatchlistData/{ids.watchlist}',
  ),
  'POST /api/watchlist': row([401, 201, 201, 201], '/api/watchlist', () => ({
    title: 'Another list',
  })),
  'POST /api/watchlist/symbol': row([401, 404, 404, 409], '/api/watchlist/symbol', (w) => ({
    symbol_id: w.ids.symbol,
    watchlist_id: w.ids.watchlist,
  })),
  'DELETE /api/watchlist/symbol': row(
    [401, 404, 404, 200],
    '/api/watchlist/symbol?id={ids.symbol}&watchlist_id={ids.watchlist}',
  ),
  'PUT /api/watchlist/update/{id}': row(
    [401, 404, 404, 200],
    '/api/watchlist/update/{ids.watchlist}',
    () => ({ title: 'Renamed list' }),
  ),
  'DELETE /api/watchlist/deletewatchlist': row(
    [401, 404, 404, 200],
    '/api/watchlist/deletewatchlist?id={ids.watchlist}',
  ),
  'PUT /api/watchlist/update-positions': row(
    [401, 422, 422, 200],
    '/api/watchlist/update-positions',
    (w) => ({ positions: [w.ids.watchlist] }),
  ),
  'PUT /api/watchlist/update-privacy': row(
    [401, 404, 404, 200],
    '/api/watchlist/update-privacy',
    (w) => ({ watchlist_id: w.ids.watchlist, privacy_option: 'public' }),
  ),
  'POST /api/watchlist/copyWatchlist': row(
    [401, 404, 404, 201],
    '/api/watchlist/copyWatchlist',
    (w) => ({ watchlist_id: w.ids.watchlist }),
  ),
  'GET /api/watchlist/ideas': row(MEMBERS_200, '/api/watchlist/ideas'),
  'GET /api/watchlist/pro-picks': row(MEMBERS_200, '/api/watchlist/pro-picks'),

  // Price alerts: the owner's.
  'GET /api/alerts': row(MEMBERS_200, '/api/alerts'),
  'POST /api/alerts': row([401, 201, 201, 201], '/api/alerts', (w) => ({
    symbol_id: w.ids.symbol,
    direction: 'below',
    price: 10,
  })),
  'DELETE /api/alerts/{id}': row([401, 404, 404, 200], '/api/alerts/{ids.alert}'),

  // Calendars.
  'GET /api/calendars/holidays': row(
    [401, 200, 200, 200],
    '/api/calendars/holidays?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/futures-expiry': row(
    [401, 200, 200, 200],
    '/api/calendars/futures-expiry?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/economic': row(
    [401, 200, 200, 200],
    '/api/calendars/economic?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/economic/{id}/history': row(
    [401, 200, 200, 200],
    '/api/calendars/economic/{ids.economic}/history',
  ),
  'GET /api/calendars/earnings': row(
    [401, 200, 200, 200],
    '/api/calendars/earnings?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/dividends': row(
    [401, 200, 200, 200],
    '/api/calendars/dividends?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/splits': row(
    [401, 200, 200, 200],
    '/api/calendars/splits?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/ipos': row(
    [401, 200, 200, 200],
    '/api/calendars/ipos?from={names.from}&to={names.to}',
  ),
  'PUT /api/user/time-zone': row(MEMBERS_200, '/api/user/time-zone', () => ({
    time_zone: 'Europe/Paris',
  })),
  'GET /api/calendars/my-week': row(
    [401, 200, 200, 200],
    '/api/calendars/my-week?from={names.from}&to={names.to}',
  ),
  'GET /api/calendars/reminders': row(MEMBERS_200, '/api/calendars/reminders'),
  'POST /api/calendars/reminders': row([401, 201, 201, 201], '/api/calendars/reminders', (w) => ({
    event_key: w.names.reminderKey,
    minutes_before: 60,
  })),
  'DELETE /api/calendars/reminders/{id}': row(
    [401, 404, 404, 204],
    '/api/calendars/reminders/{names.reminder}',
  ),
  'POST /api/calendars/subscription': row(MEMBERS_200, '/api/calendars/subscription'),
  'POST /api/calendars/subscription/reset': row(
    [401, 200, 200, 200],
    '/api/calendars/subscription/reset',
  ),
  'GET /api/calendars/ics/{token}/{view}.ics': row(
    [200, 200, 200, 200],
    '/api/calendars/ics/{names.icsToken}/my-week.ics',
  ),

  // Trading school: the owner's exam attempt.
  'GET /api/school/courses': row(MEMBERS_200, '/api/school/courses'),
  'GET /api/school/courses/{courseSlug}': row(
    [401, 200, 200, 200],
    '/api/school/courses/{names.course}',
  ),
  'GET /api/school/courses/{courseSlug}/lessons/{lessonSlug}': row(
    [401, 200, 200, 200],
    '/api/school/courses/{names.course}/lessons/{names.lesson}',
  ),
  'PUT /api/school/courses/{courseSlug}/lessons/{lessonSlug}/read': row(
    [401, 200, 200, 200],
    '/api/school/courses/{names.course}/lessons/{names.lesson}/read',
  ),
  'GET /api/school/badges/{userName}': row(
    [401, 200, 200, 200],
    '/api/school/badges/{names.owner}',
  ),
  'GET /api/exams': row(MEMBERS_200, '/api/exams'),
  'POST /api/exams/{examSlug}/attempts': row(
    [401, 201, 201, 200],
    '/api/exams/{names.exam}/attempts',
  ),
  'GET /api/exam-attempts': row(MEMBERS_200, '/api/exam-attempts'),
  'GET /api/exam-attempts/{id}': row([401, 404, 404, 200], '/api/exam-attempts/{names.attempt}'),
  'PUT /api/exam-attempts/{id}/answers/{questionId}': row(
    [401, 404, 404, 200],
    '/api/exam-attempts/{names.attempt}/answers/{names.question}',
    () => ({ flagged: true }),
  ),
  'POST /api/exam-attempts/{id}/submit': row(
    [401, 404, 404, 200],
    '/api/exam-attempts/{names.attempt}/submit',
  ),
  'GET /api/exam-attempts/{id}/result': row(
    [401, 404, 404, 409],
    '/api/exam-attempts/{names.attempt}/result',
  ),

  // Reports, live, interviews, analyses.
  'GET /api/reports': row(MEMBERS_200, '/api/reports'),
  'GET /api/reports/{slug}': row([401, 403, 403, 200], '/api/reports/{names.proReport}'),
  'GET /api/reports/{slug}/pdf': row([401, 403, 403, 200], '/api/reports/{names.proReport}/pdf'),
  'GET /api/live': row(MEMBERS_200, '/api/live'),
  'GET /api/live/chat': row(MEMBERS_200, '/api/live/chat'),
  'POST /api/live/chat': row([401, 201, 201, 201], '/api/live/chat', () => ({
    text: 'Hello show',
  })),
  'DELETE /api/live/chat/{id}': row([401, 403, 403, 200], '/api/live/chat/{ids.live}'),
  'GET /api/ceoInterviews': row(MEMBERS_200, '/api/ceoInterviews'),
  'GET /api/ceoInterviews/{slug}': row(
    [401, 200, 200, 200],
    '/api/ceoInterviews/{names.interview}',
  ),
  'GET /api/technicalAnalyses': row(MEMBERS_200, '/api/technicalAnalyses'),
  'GET /api/technicalAnalyses/{slug}': row(
    [401, 200, 200, 200],
    '/api/technicalAnalyses/{names.analysis}',
  ),

  // Personal access and webinars.
  'GET /api/personalAccess': row(MEMBERS_200, '/api/personalAccess'),
  'GET /api/personalAccess/bookings': row(MEMBERS_200, '/api/personalAccess/bookings'),
  'POST /api/personalAccess/bookings': row(
    [401, 403, 403, 422],
    '/api/personalAccess/bookings',
    (w) => ({
      host: w.names.host,
      starts_at: '2030-01-07T15:00:00.000Z',
      topic: 'My portfolio',
    }),
  ),
  'DELETE /api/personalAccess/bookings/{id}': row(
    [401, 404, 404, 404],
    '/api/personalAccess/bookings/1',
  ),
  'GET /api/webinars': row(MEMBERS_200, '/api/webinars'),
  'GET /api/webinars/{slug}': row(MEMBERS_200, '/api/webinars/{names.webinar}'),
  'POST /api/webinars/{slug}/registration': row(
    [401, 200, 200, 200],
    '/api/webinars/{names.webinar}/registration',
  ),
  'DELETE /api/webinars/{slug}/registration': row(
    [401, 200, 200, 200],
    '/api/webinars/{names.webinar}/registration',
  ),

  // Billing: the owner's order and subscription.
  'GET /api/pricingPlans': row(EVERYONE_200, '/api/pricingPlans'),
  'GET /api/checkout/quote': row(
    [200, 200, 200, 200],
    '/api/checkout/quote?planId={ids.plan}&cycle=monthly&country=US',
  ),
  'POST /api/checkout': row([401, 422, 422, 422], '/api/checkout', (w) => ({
    planId: w.ids.plan,
    cycle: 'monthly',
    country: 'US',
    idempotencyKey: 'matrix-key-1',
  })),
  'GET /api/checkout/orders/{orderId}': row(
    [401, 404, 404, 200],
    '/api/checkout/orders/{ids.order}',
  ),
  'GET /api/billing/subscription': row(MEMBERS_200, '/api/billing/subscription'),
  'POST /api/billing/subscription/cancel': row(
    [401, 404, 404, 200],
    '/api/billing/subscription/cancel',
  ),
  'POST /api/billing/subscription/resume': row(
    [401, 404, 404, 409],
    '/api/billing/subscription/resume',
  ),
  'POST /api/billing/webhooks/stripe': row(
    [404, 404, 404, 404],
    '/api/billing/webhooks/stripe',
    () => ({ id: 'evt_1', object: 'event' }),
  ),

  // Email alerts.
  'GET /api/emailAlerts': row(MEMBERS_200, '/api/emailAlerts'),
  'POST /api/emailAlerts/confirm': row([400, 400, 400, 400], '/api/emailAlerts/confirm', () => ({
    token: 'not-a-token',
  })),
  'POST /api/emailAlerts/{list}': row(MEMBERS_200, '/api/emailAlerts/daily_wrap'),
  'DELETE /api/emailAlerts/{list}': row(MEMBERS_200, '/api/emailAlerts/daily_wrap'),
  'GET /api/emailAlerts/unsubscribe/{token}': row(
    [404, 404, 404, 404],
    '/api/emailAlerts/unsubscribe/not-a-token',
  ),
  'POST /api/emailAlerts/unsubscribe/{token}': row(
    [404, 404, 404, 404],
    '/api/emailAlerts/unsubscribe/not-a-token',
  ),
};
