import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@signflow/contract/languages';

interface LanguageSelectProps {
  label: string;
  value: string;
  onChange: (language: Language) => void;
}

/** A native select (keyboard and screen-reader friendly everywhere); each language is named in itself. */
export function LanguageSelect({ label, value, onChange }: LanguageSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      size="xs"
      w={118}
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
