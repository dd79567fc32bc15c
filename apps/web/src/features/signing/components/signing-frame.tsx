import { Box, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageTitle } from '../../../components/page-title';
import classes from './signing.module.css';

interface SigningFrameProps {
  title: string;
  /** Beside the language, e.g. 'Close signing'. */
  headerActions?: ReactNode;
  children: ReactNode;
}

/** The signing page's window: the mark, the title, the language and the page's own actions above its body. */
export function SigningFrame({ title, headerActions, children }: SigningFrameProps) {
  return (
    <div className={classes.frame}>
      <PageTitle>{title}</PageTitle>
      <header className={classes.header}>
        {/* A phone's header keeps its width for the document's name. */}
        <Box visibleFrom="sm">
          <Brand compact />
        </Box>
        <Title order={1} size="h4" className={classes.title}>
          {title}
        </Title>
        <LanguageSwitcher />
        {headerActions}
      </header>
      {children}
    </div>
  );
}
