import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGetProfileQuery } from '../../../api/session-api';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-title';
import { BillingTab } from '../components/billing-tab';
import { ChangePasswordForm } from '../components/change-password-form';
import { PasskeysSection } from '../components/passkeys-section';
import { ProfileForm } from '../components/profile-form';
import { ReminderDefaultForm } from '../components/reminder-default-form';
import { SavedSignaturesSection } from '../components/saved-signatures-section';
import { SessionsSection } from '../components/sessions-section';
import { SubscriptionTab } from '../components/subscription-tab';
import { TwoFactorSection } from '../components/two-factor-section';

const TABS = ['profile', 'subscription', 'billing'] as const;
type Tab = (typeof TABS)[number];

/** The tab named by the URL's hash (/profile#billing opens Billing); User Profile otherwise. */
function tabOf(hash: string): Tab {
  const named = hash.replace(/^#/, '');
  return TABS.find((tab) => tab === named) ?? 'profile';
}

export function ProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useGetProfileQuery();
  const tab = tabOf(location.hash);

  const showTab = (value: string | null) => {
    const next = tabOf(value ?? '');
    navigate({ hash: next === 'profile' ? '' : next }, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeading>{t('My Account')}</PageHeading>
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        {/* On a phone the tabs scroll sideways rather than wrap onto a second row. */}
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}>
          <Tabs.Tab value="profile">{t('User Profile')}</Tabs.Tab>
          <Tabs.Tab value="subscription">{t('Subscription')}</Tabs.Tab>
          <Tabs.Tab value="billing">{t('Billing')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          {data ? (
            <Stack gap="xl">
              <ProfileForm {...data} />
              <SavedSignaturesSection
                name={[data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ')}
              />
              <ReminderDefaultForm reminders={data.reminders} />
              <ChangePasswordForm hasPassword={data.account.hasPassword} />
              <TwoFactorSection enabled={data.account.twoFactorEnabled} hasPassword={data.account.hasPassword} />
              <PasskeysSection hasPassword={data.account.hasPassword} />
              <SessionsSection />
            </Stack>
          ) : (
            <PageLoader />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="lg">
          <SubscriptionTab />
        </Tabs.Panel>
        <Tabs.Panel value="billing" pt="lg">
          <BillingTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
