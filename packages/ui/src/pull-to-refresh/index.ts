export type { PullPhase, PullToRefreshProps } from './pull-to-refresh.tsx';
export { PULL_MAX, PULL_THRESHOLD, PullToRefresh, pullDistance } from './pull-to-refresh.tsx';
