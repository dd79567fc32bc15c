import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@signflow/contract/languages';

interface LanguageSelectProps {
  label: string;
  value: string;
  onChange: (language: Language) => void;
}

/**
 * A native select (keyboard and screen-reader friendly everywhere); each language is named in itself, and the
 * select is as wide as the longest name ('Bahasa Indonesia'), so none is cut.
 */
export function LanguageSelect({ label, value, onChange }: LanguageSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      size="xs"
      w="auto"
      value={value}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) onChange(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
