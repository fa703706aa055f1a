// What the home page shows from GET /api/home, in one chunk loaded after the page's first content.
export { HomeChannel } from './home-channel.tsx';
export { HomeMarkets, HomeTape } from './home-markets.tsx';
export { HomePosts } from './home-posts.tsx';
