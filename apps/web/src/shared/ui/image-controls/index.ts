export {
  AvatarControl,
  CoverControls,
  ImageErrors,
  useCoverPosition,
} from './image-controls.tsx';
