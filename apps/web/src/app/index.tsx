import '@tapetv/ui/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkSessionAtom } from '@/entities/session';
import { api, prefetch } from '@/shared/api';
import { App } from './app.tsx';
import { preloadPageFor } from './router/routes.tsx';
import { store } from './state/store.ts';

// The login check starts before the first render; the layout shows a full-page loader until it ends.
void store.set(checkSessionAtom);
preloadPageFor(window.location.pathname);
// The feed's first page too: it no longer waits for the check and the page's code in turn. A
// visitor's request is refused (401) and dropped; the access gate sends them to log in.
if (window.location.pathname === '/feed')
  prefetch('/api/user-feed', () => api.get('/api/user-feed', { query: {} }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
