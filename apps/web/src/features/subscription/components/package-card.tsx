import { Badge, Card, List, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../i18n';
import { packageFeatureOf } from '../package-features';

interface PackageCardProps {
  name: string;
  /** The price line(s) under the name. */
  price: ReactNode;
  /** 'label::tooltip' entries, in English (translated here). */
  features: string[];
  current?: boolean;
  action: ReactNode;
}

/** One package: its name, price, features (each with its explanation in a tooltip) and what to do. */
export function PackageCard({ name, price, features, current = false, action }: PackageCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={name} h="100%">
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {name}
          </Title>
          {current && (
            <Badge variant="light" w="fit-content">
              {t('Current plan')}
            </Badge>
          )}
        </Stack>
        {price}
        <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
          {features.map(packageFeatureOf).map((feature) => (
            <List.Item key={feature.label}>
              {feature.tooltip ? (
                <Tooltip
                  label={translateText(feature.tooltip)}
                  multiline
                  w={260}
                  withArrow
                  events={{ hover: true, focus: true, touch: true }}
                >
                  <Text
                    component="span"
                    size="sm"
                    tabIndex={0}
                    style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
                  >
                    {translateText(feature.label)}
                    {/* The tooltip is shown on hover or focus; a screen reader reads it with the feature. */}
                    <VisuallyHidden>{`: ${translateText(feature.tooltip)}`}</VisuallyHidden>
                  </Text>
                </Tooltip>
              ) : (
                translateText(feature.label)
              )}
            </List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}

/** The big price of a card and its small print. */
export function PackagePrice({ amount, note }: { amount: string; note?: string }) {
  return (
    <div>
      <Text fz={28} fw={700} lh={1.2}>
        {amount}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}
