/**
 * The toast texts of spec point 8, exactly. `wide` marks the ones shown 450 px wide (upload
 * successes and the copy-watchlist success, spec point 9); every other toast is 400 px.
 */
export const TOASTS = {
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
} as const satisfies Record<string, { kind: 'success' | 'error'; message: string; wide: boolean }>;

export type ToastKey = keyof typeof TOASTS;
