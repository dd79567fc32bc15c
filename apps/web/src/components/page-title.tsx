import { Title } from '@mantine/core';

/** The browser tab's title for the page being shown (React hoists <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · SignFlow`}</title>;
}

/** A page's one heading, which is its tab's title too; a long name (a template's, a flow's) wraps anywhere. */
export function PageHeading({ children }: { children: string }) {
  return (
    <>
      <PageTitle>{children}</PageTitle>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Title>
    </>
  );
}
