export { NotificationList } from './ui/notification-list.tsx';
