export type { SendImage } from './model/upload-image.atoms.ts';
export { sendImageAtom } from './model/upload-image.atoms.ts';
export { type ImageAttachments, useImageAttachments } from './model/use-image-attachments.ts';
export { AddImagesButton } from './ui/add-images-button.tsx';
export { AttachedImages } from './ui/attached-images.tsx';
