import { Alert, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type BillingTerm,
  billingAmounts,
  type Package,
  type PaymentMethodGroup,
  TAX_PERCENT,
  termsOf,
} from '@signflow/contract/billing';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { useBillingWords } from '../../../components/billing-words';
import { FactList } from '../../../components/fact-list';
import { goToPaymentPage } from '../../../components/use-billing-actions';
import { usePlanName } from '../../../components/use-plan-name';
import { formatRupiah } from '../../../i18n/format-money';
import { useGetPaymentMethodsQuery, useSubscribeMutation } from '../api/purchase-api';
import { groupPaymentMethods } from '../payment-methods';

type Step = 'term' | 'method' | 'wait';

interface PurchaseModalProps {
  /** The package being bought; null keeps the modal closed. */
  pack: Package | null;
  onClose: () => void;
}

/** The group names as interface texts (the contract's names are English). */
function useGroupLabel() {
  const { t } = useTranslation();
  const labels: Record<PaymentMethodGroup, string> = {
    'Credit Card': t('Credit Card'),
    'Virtual Account': t('Virtual Account'),
    'E-Wallet': t('E-Wallet'),
    QRIS: t('QRIS'),
    Ritel: t('Retail'),
  };
  return (group: PaymentMethodGroup) => labels[group];
}

/**
 * Buying a package: a billing frequency, then a payment method, then a wait while the payment is opened and the
 * browser goes to the gateway's page. Each Continue stays disabled until its choice is made.
 */
export function PurchaseModal({ pack, onClose }: PurchaseModalProps) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const [step, setStep] = useState<Step>('term');
  const [term, setTerm] = useState<BillingTerm | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  // Why the payment could not be opened: said under Continue, where the buyer tries again.
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new package starts again from the first step.
  useEffect(() => {
    if (pack) {
      setStep('term');
      setTerm(null);
      setMethod(null);
      setFailure(null);
    }
  }, [pack]);

  // Each step's heading takes the focus, so a keyboard or screen reader user starts reading the new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what moves the focus
  useEffect(() => {
    if (pack) heading.current?.focus();
  }, [step, pack]);

  const [subscribe] = useSubscribeMutation();
  const pay = async () => {
    if (!pack || term === null || method === null) return;
    setStep('wait');
    setFailure(null);
    try {
      const { invoiceUrl } = await subscribe({ packageId: pack.packageId, term, paymentMethod: method }).unwrap();
      goToPaymentPage(invoiceUrl);
    } catch (error) {
      setFailure(actionFailureOf(error));
      setStep('method');
    }
  };

  const title =
    step === 'term'
      ? t('Choose a billing frequency')
      : step === 'method'
        ? t('Choose a payment method')
        : t('Please wait…');

  return (
    <Modal
      opened={pack !== null}
      onClose={onClose}
      title={pack ? t('{{plan}} plan', { plan: planName(pack.plan) }) : ''}
      size="lg"
      closeOnClickOutside={step !== 'wait'}
      closeOnEscape={step !== 'wait'}
      withCloseButton={step !== 'wait'}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {pack && (
        <Stack gap="md">
          <Title order={2} size="h4" ref={heading} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
            {title}
          </Title>
          {step === 'term' && (
            <TermStep
              pack={pack}
              term={term}
              onChange={setTerm}
              onCancel={onClose}
              onContinue={() => setStep('method')}
            />
          )}
          {step === 'method' && term !== null && (
            <MethodStep
              pack={pack}
              term={term}
              method={method}
              onChange={setMethod}
              failure={failure}
              onBack={() => setStep('term')}
              onContinue={pay}
            />
          )}
          {step === 'wait' && (
            <Stack align="center" gap="sm" py="lg" role="status">
              <Loader aria-hidden />
              <Text ta="center">{t('We are opening your payment. You will be taken to the payment page.')}</Text>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

interface TermStepProps {
  pack: Package;
  term: BillingTerm | null;
  onChange: (term: BillingTerm) => void;
  onCancel: () => void;
  onContinue: () => void;
}

function TermStep({ pack, term, onChange, onCancel, onContinue }: TermStepProps) {
  const { t } = useTranslation();
  const { termLabel } = useBillingWords();
  const basicPrice = pack.basicPrice ?? 0;
  return (
    <>
      <Radio.Group
        label={t('Billing frequency')}
        value={term === null ? null : String(term)}
        onChange={(value) => onChange(Number(value) as BillingTerm)}
      >
        <Stack gap="xs" mt="xs">
          {termsOf(pack).map((months) => (
            <Radio
              key={months}
              value={String(months)}
              label={termLabel(months)}
              description={t('{{price}} before tax', {
                price: formatRupiah(billingAmounts(basicPrice, months).baseAmount),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button disabled={term === null} onClick={onContinue}>
          {t('Continue')}
        </Button>
      </Group>
    </>
  );
}

interface MethodStepProps {
  pack: Package;
  term: BillingTerm;
  method: string | null;
  onChange: (method: string) => void;
  /** Why the last Continue failed. */
  failure: ActionFailure | null;
  onBack: () => void;
  onContinue: () => void;
}

function MethodStep({ pack, term, method, onChange, failure, onBack, onContinue }: MethodStepProps) {
  const { t } = useTranslation();
  const { termLabel } = useBillingWords();
  const groupLabel = useGroupLabel();
  const { data, isLoading, isError, refetch } = useGetPaymentMethodsQuery();
  const amounts = billingAmounts(pack.basicPrice ?? 0, term);
  const groups = groupPaymentMethods(data?.paymentFee ?? []);

  return (
    <>
      <FactList
        cols={{ base: 2, xs: 4 }}
        facts={[
          { label: t('Billing frequency'), value: termLabel(term) },
          { label: t('Subtotal'), value: formatRupiah(amounts.baseAmount) },
          { label: t('Tax ({{percent}} %)', { percent: String(TAX_PERCENT) }), value: formatRupiah(amounts.taxAmount) },
          { label: t('Total'), value: formatRupiah(amounts.nettAmount) },
        ]}
      />
      {isLoading && <Loader size="sm" aria-label={t('Loading…')} />}
      {isError && (
        <Alert color="red" title={t('The payment methods could not be loaded')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
      {groups.length > 0 && (
        <Radio.Group label={t('Payment method')} value={method} onChange={onChange}>
          <Stack gap="md" mt="xs">
            {groups.map((entry) => (
              <Stack key={entry.group} gap={6} role="group" aria-label={groupLabel(entry.group)}>
                <Text size="sm" fw={700} aria-hidden>
                  {groupLabel(entry.group)}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={8}>
                  {entry.methods.map((option) => (
                    <Radio
                      key={option.paymentMethod}
                      value={option.paymentMethod}
                      label={option.paymentName}
                      description={
                        option.totalFee ? t('Fee {{fee}}', { fee: formatRupiah(option.totalFee) }) : undefined
                      }
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('Back')}
        </Button>
        <Button disabled={method === null} onClick={onContinue}>
          {t('Continue')}
        </Button>
      </Group>
      <ActionError failure={failure} />
    </>
  );
}
