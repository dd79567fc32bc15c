import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

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
        <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
