export type {
  CoverPositionSave,
  ImageChange,
  ImageEditor,
  ImageEditState,
  ImageKind,
  ImageStateKey,
} from './image-edit.atoms.ts';
export {
  changeImageAtom,
  coverDraftAtomFamily,
  IMAGE_TOASTS,
  imageEditAtomFamily,
  saveCoverDraftAtom,
  UNKNOWN_UPLOAD_ERROR,
  uploadError,
} from './image-edit.atoms.ts';
