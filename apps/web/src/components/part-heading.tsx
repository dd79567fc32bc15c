import { Text, Title, type TitleOrder } from '@mantine/core';
import type { Ref } from 'react';

interface PartHeadingProps {
  order: TitleOrder;
  title: string;
  /** What the part is for, under its title. */
  description: string;
  id?: string;
  /** The heading, for a part that moves the focus to it (it is then focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A part's heading (drawn as h4 whatever its level) and the dimmed line under it on what the part is for. */
export function PartHeading({ order, title, description, id, headingRef }: PartHeadingProps) {
  return (
    <>
      <Title order={order} size="h4" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </>
  );
}
