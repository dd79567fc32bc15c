import { FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

export interface ReselectableFileButtonProps {
  /** The file input's `accept`: the kinds of file the picker offers. */
  accept: string;
  onFile: (file: File) => void;
  children: (props: { onClick: () => void }) => ReactNode;
}

/** Opens the device's file picker; every choice is handed on, so the same file can be chosen again. */
export function ReselectableFileButton({ accept, onFile, children }: ReselectableFileButtonProps) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      accept={accept}
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
