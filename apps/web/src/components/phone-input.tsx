import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';

/** What a phone number is written with: digits, a + for the country code, spaces, dashes, dots and brackets. */
const PHONE_CHARACTER = /^[\d +().-]$/;

/** A printable key that no phone number holds (a letter); shortcuts such as Ctrl+V pass. */
function isNonPhoneKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  return (
    event.key.length === 1 && !PHONE_CHARACTER.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

/**
 * A phone number field, national or international ('+49 30 1234567', '0812-3456-7890'): it opens the phone keypad on
 * phones and takes no letters; the contract's rule (optionalPhoneField) keeps the digits and the leading +.
 */
export function PhoneInput({ onKeyDown, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      onKeyDown={(event) => {
        if (isNonPhoneKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
