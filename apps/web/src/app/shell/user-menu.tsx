import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetProfileQuery } from '../../api/session-api';
import { selectAuthUser } from '../../session/auth-slice';
import { signOut } from '../../session/sign-out';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The signed-in person, with Profile and Sign out, in the top bar. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useGetProfileQuery();
  const authUser = useAppSelector(selectAuthUser);
  const firstName = data?.profile.firstName ?? authUser?.firstName ?? '';
  const lastName = data?.profile.lastName ?? authUser?.lastName ?? '';
  const email = data?.account.email ?? authUser?.email ?? '';
  const name = `${firstName} ${lastName ?? ''}`.trim() || email;

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, name, e-mail) after the words 'User menu'. */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
          <VisuallyHidden>{t('User menu')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size={32} color="blue">
              {initialsOf(name)}
            </Avatar>
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate="end">
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {email}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate="end">
            {email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={WEB_ROUTES.profile}>
          {t('Profile')}
        </Menu.Item>
        <Menu.Item color="red" c="red" onClick={() => void dispatch(signOut())}>
          {t('Sign out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
