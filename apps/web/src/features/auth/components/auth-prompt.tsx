import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The line under a sign-in card that leads to the other way in: "New to SignFlow? Create an account". */
export function AuthPrompt({ question, to, action }: { question: string; to: string; action: string }) {
  return (
    <Text ta="center" size="sm" mt="lg">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {action}
      </Anchor>
    </Text>
  );
}
