import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './signing.module.css';

interface SigningNoticeProps {
  title: string;
  message: string;
  action?: ReactNode;
  /** A message that changes while the page is open (e.g. a sealed copy becoming ready): read out when it does. */
  live?: boolean;
}

/** Why there is nothing to sign here, said in the page's body. */
export function SigningNotice({ title, message, action, live }: SigningNoticeProps) {
  return (
    <main className={classes.notice}>
      <Paper withBorder shadow="xs" p="xl" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text role={live ? 'status' : undefined}>{message}</Text>
          {action}
        </Stack>
      </Paper>
    </main>
  );
}
