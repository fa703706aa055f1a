export type { SlotDay } from './lib/slot-days.ts';
export { dayKey, sessionText, slotDays, slotsOnDay, slotTimeText } from './lib/slot-days.ts';
export type {
  ConsultationLoadStatus,
  MyBookingsState,
  PersonalAccessState,
} from './model/consultation.atoms.ts';
export {
  loadMyBookingsAtom,
  loadPersonalAccessAtom,
  myBookingsAtom,
  personalAccessAtom,
  refreshConsultationsAtom,
} from './model/consultation.atoms.ts';
export type {
  ConsultationBooking,
  ConsultationHost,
  ConsultationSlot,
  PersonalAccess,
} from './model/types.ts';
export type { HostCardProps } from './ui/host-card.tsx';
export { HostCard } from './ui/host-card.tsx';
