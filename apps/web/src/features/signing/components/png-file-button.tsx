import { ReselectableFileButton, type ReselectableFileButtonProps } from '../../../components/reselectable-file-button';

/** Signer image uploads accept only PNG; the file's bytes are checked too, when it is read. */
const PNG_ONLY = '.png,image/png';

/** Opens the device's file picker for a PNG; the same file can be chosen again after a refusal. */
export function PngFileButton(props: Omit<ReselectableFileButtonProps, 'accept'>) {
  return <ReselectableFileButton accept={PNG_ONLY} {...props} />;
}
