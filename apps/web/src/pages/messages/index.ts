export { MessagesPage } from './ui/messages-page.tsx';
