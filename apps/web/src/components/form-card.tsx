import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The card a page of one small form sits in (signing in, a public link): its heading (also the tab title) and the form. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <PageTitle>{title}</PageTitle>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
