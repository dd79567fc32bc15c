import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';

/** A printable key other than a digit (shortcuts such as Ctrl+V pass). */
function isNonDigitKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** A phone number field that accepts only digit keypresses and opens the numeric keypad on phones. */
export function PhoneInput({ onKeyDown, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      {...props}
      onKeyDown={(event) => {
        if (isNonDigitKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
