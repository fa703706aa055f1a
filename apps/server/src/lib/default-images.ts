/** The default images of spec point 3, served by the web plugin from assets/photos. */
export const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
export const DEFAULT_COVER = '/photos/d-cover.jpg';
