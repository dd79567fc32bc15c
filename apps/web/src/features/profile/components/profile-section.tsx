import { Paper, Stack } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';
import { PartHeading } from '../../../components/part-heading';

interface ProfileSectionProps {
  title: string;
  /** What the section is for, under its title. */
  description: string;
  /** The heading, for a section that moves the focus to it (it is then focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One of Profile's sections: a bordered region named by its heading, with a line on what it is for. */
export function ProfileSection({ title, description, headingRef, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" maw={720} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <PartHeading order={2} title={title} description={description} id={headingId} headingRef={headingRef} />
        {children}
      </Stack>
    </Paper>
  );
}
