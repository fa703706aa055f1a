export type { PopoverContentProps } from './popover.tsx';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from './popover.tsx';
