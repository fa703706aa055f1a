export { MessageButton } from './ui/message-button.tsx';
