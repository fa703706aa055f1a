import '@tapetv/ui/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkSessionAtom } from '@/entities/session';
import { App } from './app.tsx';
import { preloadPageFor } from './router/routes.tsx';
import { store } from './state/store.ts';

// The login check starts before the first render; the layout shows a full-page loader until it ends.
void store.set(checkSessionAtom);
preloadPageFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
