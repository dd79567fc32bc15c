import { Paper, Stack } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';
import { PartHeading } from './part-heading';

interface SettingsSectionProps {
  title: string;
  /** What the section is for, under its title. */
  description: string;
  /** The heading, for a section that moves the focus to it (it is then focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** How wide it grows at most (a section holding a table needs more than a form's 720 px). */
  maw?: number;
}

/** One section of a settings page (Profile, Integrations): a bordered region named by its heading, with a line on what it is for. */
export function SettingsSection({ title, description, headingRef, children, maw = 720 }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" maw={maw} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <PartHeading order={2} title={title} description={description} id={headingId} headingRef={headingRef} />
        {children}
      </Stack>
    </Paper>
  );
}
