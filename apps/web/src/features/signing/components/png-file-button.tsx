import { FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

/** SPEC §9: signer image uploads accept only PNG; the file's bytes are checked too, when it is read. */
const PNG_ONLY = '.png,image/png';

interface PngFileButtonProps {
  onFile: (file: File) => void;
  children: (props: { onClick: () => void }) => ReactNode;
}

/** Opens the device's file picker for a PNG; the same file can be chosen again after a refusal. */
export function PngFileButton({ onFile, children }: PngFileButtonProps) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      accept={PNG_ONLY}
      resetRef={resetRef}
      onChange={(file) => {
        resetRef.current?.();
        if (file) onFile(file);
      }}
    >
      {children}
    </FileButton>
  );
}
