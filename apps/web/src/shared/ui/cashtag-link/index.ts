export { listedCashtagLinks, renderCashtagLink } from './cashtag-link.tsx';
