/** /pay/payout/payout_method as a view: the four methods (PayPal, ACH and USDT have their own pages; Payoneer's form is here), the saved ones, the default. */
import { Button, Heading, Stack, Text, TextLink } from '#ds';
import { PAYOUT_FEE_TEXT, PAYOUT_METHOD_LABELS, PAYOUT_METHODS, arrivalText, type PayoutMethodView } from '../../../common/payouts';
import { MethodForm, type MethodErrors, type MethodValues } from './MethodForms';

export const METHOD_PAGES = { paypal: '/pay/payout/paypal', ach: '/pay/payout/ach', usdt: '/pay/payout/usdt' } as const;

export interface MethodChooserProps {
  methods: PayoutMethodView[];
  payoneer: { open: boolean; values: MethodValues; errors: MethodErrors; busy?: boolean };
  /** The kind being made the default. */
  makingDefault?: string | null;
  error?: string;
  onOpenPayoneer: () => void;
  onPayoneerChange: (field: string, value: string) => void;
  onPayoneerSubmit: () => void;
  onMakeDefault: (kind: PayoutMethodView['kind']) => void;
}

export function MethodChooser({
  methods,
  payoneer,
  makingDefault = null,
  error,
  onOpenPayoneer,
  onPayoneerChange,
  onPayoneerSubmit,
  onMakeDefault,
}: MethodChooserProps) {
  return (
    <Stack gap="xlarge">
      <Text tone="muted">Choose how you get paid. Saving a method makes it the one your payouts go to.</Text>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Stack gap="large">
        {PAYOUT_METHODS.map((kind) => {
          const saved = methods.find((m) => m.kind === kind);
          return (
            <div key={kind}>
              <section aria-labelledby={`method-${kind}`}>
                <Stack gap="small">
                  <Heading level={2} id={`method-${kind}`}>
                    {PAYOUT_METHOD_LABELS[kind]}
                  </Heading>
                  <Text size="sm" tone="muted">
                    {PAYOUT_FEE_TEXT[kind]} {arrivalText(kind)}
                  </Text>
                  {saved && (
                    <Text size="sm">
                      On file: {saved.destination}
                      {saved.is_default ? ' (default)' : ''}
                    </Text>
                  )}
                  <Stack gap="small" align="flex-start">
                    {kind === 'payoneer' ? (
                      !payoneer.open && (
                        <Button size="sm" variant="secondary" onPress={onOpenPayoneer}>
                          {saved ? 'Change Payoneer' : 'Add Payoneer'}
                        </Button>
                      )
                    ) : (
                      <TextLink href={METHOD_PAGES[kind]}>{saved ? `Change ${PAYOUT_METHOD_LABELS[kind]}` : `Add ${PAYOUT_METHOD_LABELS[kind]}`}</TextLink>
                    )}
                    {saved && !saved.is_default && (
                      <Button size="sm" variant="ghost" loading={makingDefault === kind} onPress={() => onMakeDefault(kind)}>
                        Make {PAYOUT_METHOD_LABELS[kind]} the default
                      </Button>
                    )}
                  </Stack>
                  {kind === 'payoneer' && payoneer.open && (
                    <MethodForm
                      kind="payoneer"
                      values={payoneer.values}
                      errors={payoneer.errors}
                      busy={payoneer.busy}
                      onChange={onPayoneerChange}
                      onSubmit={onPayoneerSubmit}
                    />
                  )}
                </Stack>
              </section>
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}
