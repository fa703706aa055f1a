type ToastSpec = { kind: 'success' | 'error'; message: string; wide: boolean };

/**
 * The toast texts of spec point 8, exactly. `wide` marks the ones shown 450 px wide (upload
 * successes and the copy-watchlist success, spec point 9); every other toast is 400 px.
 */
export const SPEC_TOASTS = {
  followSuccess: { kind: 'success', message: 'Follow user successfully!', wide: false },
  unfollowSuccess: { kind: 'success', message: 'unfollow user successfully!', wide: false },
  coverUploadSuccess: { kind: 'success', message: 'cover photo updated successfully!', wide: true },
  coverRemoveSuccess: { kind: 'success', message: 'Cover Photo deleted successfully!', wide: true },
  profilePhotoSuccess: {
    kind: 'success',
    message: 'Profile Photo updated successfully!',
    wide: true,
  },
  userUpdateSuccess: { kind: 'success', message: 'User data updated successfully!', wide: false },
  watchlistCopySuccess: { kind: 'success', message: 'Watchlist copied successfully!', wide: true },
  followFailure: { kind: 'error', message: 'Error while following user', wide: false },
  unfollowFailure: { kind: 'error', message: 'Error while unfollowing user', wide: false },
  coverUploadFailure: { kind: 'error', message: 'Error uploading cover photo', wide: false },
  coverRemoveFailure: { kind: 'error', message: 'Error deleting cover photo', wide: false },
  profilePhotoFailure: { kind: 'error', message: 'Error updating profile photo', wide: false },
  userUpdateFailure: { kind: 'error', message: 'Error updating user data', wide: false },
  watchlistCopyFailure: { kind: 'error', message: 'Error copying watchlist', wide: false },
} as const satisfies Record<string, ToastSpec>;

/**
 * Failures the spec leaves without a text (point 8: post-service failures are logged and their
 * codes and server messages are not shown; the state stays as it was). The member still learns
 * that the action did not happen, in the product's words.
 */
export const PRODUCT_TOASTS = {
  coverPositionSuccess: { kind: 'success', message: 'Cover position saved.', wide: false },
  coverPositionFailure: {
    kind: 'error',
    message: 'Your cover position could not be saved. Please try again.',
    wide: false,
  },
  notificationSettingsSuccess: {
    kind: 'success',
    message: 'Notification settings saved.',
    wide: false,
  },
  notificationSettingsFailure: {
    kind: 'error',
    message: 'Your notification settings could not be saved. Please try again.',
    wide: false,
  },
  postDeleteFailure: {
    kind: 'error',
    message: 'The post could not be deleted. Please try again.',
    wide: false,
  },
  commentSaveFailure: {
    kind: 'error',
    message: 'Your comment could not be posted. Please try again.',
    wide: false,
  },
  commentEditFailure: {
    kind: 'error',
    message: 'Your comment could not be changed. Please try again.',
    wide: false,
  },
  commentDeleteFailure: {
    kind: 'error',
    message: 'Your comment could not be deleted. Please try again.',
    wide: false,
  },
  voteFailure: {
    kind: 'error',
    message: 'Your vote could not be saved. Please try again.',
    wide: false,
  },
  voteRemoveFailure: {
    kind: 'error',
    message: 'Your vote could not be removed. Please try again.',
    wide: false,
  },
  reactionFailure: {
    kind: 'error',
    message: 'Your reaction could not be saved. Please try again.',
    wide: false,
  },
  reactionRemoveFailure: {
    kind: 'error',
    message: 'Your reaction could not be removed. Please try again.',
    wide: false,
  },
  bookmarkFailure: {
    kind: 'error',
    message: 'The post could not be saved. Please try again.',
    wide: false,
  },
  unbookmarkFailure: {
    kind: 'error',
    message: 'The post could not be taken out of your saved posts. Please try again.',
    wide: false,
  },
  postLinkCopied: {
    kind: 'success',
    message: 'Link to the post copied.',
    wide: false,
  },
  postLinkCopyFailure: {
    kind: 'error',
    message: 'The link could not be copied. Open the post and copy it from the address bar.',
    wide: false,
  },
  priceAlertSetSuccess: {
    kind: 'success',
    message: 'Alert set: {symbol} {direction} {price}.',
    wide: false,
  },
  priceAlertRemoveSuccess: { kind: 'success', message: 'Alert removed.', wide: false },
  priceAlertRemoveFailure: {
    kind: 'error',
    message: 'The alert could not be removed. Please try again.',
    wide: false,
  },
} as const satisfies Record<string, ToastSpec>;

/** Every toast the web can show; `notify` takes only these keys. */
export const TOASTS = { ...SPEC_TOASTS, ...PRODUCT_TOASTS } as const;

export type ToastKey = keyof typeof TOASTS;

/** The `{name}` slots of a catalogue text, e.g. `symbol | direction | price`. */
type Slots<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Slots<Rest>
  : never;

/** What fills a toast's slots: the catalogue fixes the words, the caller only the figures. */
export type ToastValues<K extends ToastKey> = Record<Slots<(typeof TOASTS)[K]['message']>, string>;
