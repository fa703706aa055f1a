export type { TextAreaProps, TextFieldProps } from './text-field.tsx';
export { TextArea, TextField } from './text-field.tsx';
