export { renderCashtagLink } from './cashtag-link.tsx';
