export { RouterLink } from './router-link.tsx';
