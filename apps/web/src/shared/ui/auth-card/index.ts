export { AuthCard } from './auth-card.tsx';
