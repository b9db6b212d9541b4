import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ACH_NAME_CHARS_MESSAGE,
  ROUTING_CHECKSUM_MESSAGE,
  TRON_CHECKSUM_MESSAGE,
  suspendedMessage,
  type PayoutOverview,
  type PayoutView,
} from '../../common/payouts';
import { MethodChooser } from '../../app/features/payout/MethodChooser';
import { EMPTY_METHOD_VALUES, MethodForm } from '../../app/features/payout/MethodForms';
import { PayoutHome } from '../../app/features/payout/PayoutHome';
import { PayoutSuccess } from '../../app/features/payout/PayoutSuccess';

const paid: PayoutView = {
  id: 3,
  amount_cents: 5000,
  fee_cents: 25,
  net_cents: 4975,
  method: 'paypal',
  destination: 'gold@example.com (US)',
  status: 'paid',
  requested_at: '2026-11-02T18:00:00Z',
  settled_at: '2026-11-03T18:00:00Z',
  failure_reason: null,
};
const history: PayoutView[] = [
  { ...paid, id: 6, amount_cents: 2000, fee_cents: 300, net_cents: 1700, method: 'usdt', destination: 'TR7NHq…Lj6t', status: 'requested', settled_at: null },
  {
    ...paid,
    id: 5,
    amount_cents: 2500,
    fee_cents: 0,
    net_cents: 2500,
    method: 'ach',
    destination: 'Gold Creator, checking ••••6789',
    status: 'processing',
    settled_at: null,
  },
  { ...paid, id: 4, status: 'failed', failure_reason: 'The PayPal account cannot receive payments.' },
  paid,
];
const empty: PayoutOverview = {
  earnings_coins: 0,
  available_cents: 0,
  coin_price_cents: 10,
  min_cents: 2000,
  methods: [],
  default_method: null,
  tax: null,
  suspended_until: null,
  history: [],
};
const ready: PayoutOverview = {
  ...empty,
  earnings_coins: 6300,
  available_cents: 63000,
  methods: [
    { kind: 'paypal', destination: 'gold@example.com (US)', is_default: true, country: 'US' },
    { kind: 'ach', destination: 'Gold Creator, checking ••••6789', is_default: false, country: null },
  ],
  default_method: 'paypal',
  tax: { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' },
  history,
};
const closedTax = { open: false, values: { legal_name: '', country: '', tax_form: '', tax_id_last4: '' }, errors: {}, onChange: fn(), onSubmit: fn() };

/** /pay/payout and its pages (issue 6, ADR 052), each state as the screen shows it. */
const meta = {
  title: 'Screens/Payout',
  component: PayoutHome,
  args: {
    overview: ready,
    amount: '',
    tax: closedTax,
    onAmountChange: fn(),
    onWithdrawAll: fn(),
    onRequest: fn(),
    onEditTax: fn(),
    onCancelTax: fn(),
  },
} satisfies Meta<typeof PayoutHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { amount: '50' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$630.00')).toBeInTheDocument();
    await expect(canvas.getByText(/The minimum payout is 20 dollars\. Processing takes 1-2 business days\./)).toBeInTheDocument();
    await expect(canvas.getByText('Fee 0.25 dollars; you receive 49.75 dollars.')).toBeInTheDocument();
    await expect(canvas.getByText(/Arrives 0-5 days after processing/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw all' }));
    await expect(args.onWithdrawAll).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Request payout' }));
    await expect(args.onRequest).toHaveBeenCalled();
    await expect(
      canvas.getByText((_, el) => el?.tagName === 'P' && /^\$25\.00 to ACH Bank Transfer: Processing$/.test(el.textContent ?? '')),
    ).toBeInTheDocument();
    await expect(canvas.getByText('The PayPal account cannot receive payments.')).toBeInTheDocument();
  },
};
export const NothingYet: Story = {
  args: { overview: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No payout method yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add a payout method' })).toHaveAttribute('href', '/pay/payout/payout_method');
    await expect(canvas.getByText('No payouts yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Withdraw all' })).toBeDisabled();
  },
};
export const AmountRefused: Story = { args: { amount: '12', amountError: 'The minimum payout is 20 dollars.' } };
export const AmountNotANumber: Story = { args: { amount: 'lots', amountError: 'Please enter an amount in dollars, like 25 or 25.50' } };
export const Requesting: Story = { args: { amount: '50', requesting: true } };
export const RequestFailed: Story = { args: { amount: '50', formError: 'Please complete your tax settings before requesting a payout.' } };
export const Suspended: Story = {
  args: { overview: { ...ready, suspended_until: '2026-11-29T18:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(suspendedMessage(new Date('2026-11-29T18:00:00Z')))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  },
};
export const TaxSettingsForm: Story = {
  args: {
    overview: { ...ready, tax: null },
    tax: {
      ...closedTax,
      open: true,
      values: { legal_name: 'Gold Creator', country: 'DE', tax_form: 'W-9', tax_id_last4: '12' },
      errors: { tax_form: 'US persons file a W-9; everyone else a W-8BEN.', tax_id_last4: 'Please enter the last 4 digits of your tax ID.' },
    },
  },
};
export const TaxSettingsSaving: Story = {
  args: { tax: { ...closedTax, open: true, busy: true, values: { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' } } },
};

const chooserArgs = {
  methods: ready.methods,
  payoneer: { open: false, values: EMPTY_METHOD_VALUES.payoneer, errors: {} },
  onOpenPayoneer: fn(),
  onPayoneerChange: fn(),
  onPayoneerSubmit: fn(),
  onMakeDefault: fn(),
};
export const MethodChoice: Story = {
  render: () => <MethodChooser {...chooserArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add USDT (TRC20)' })).toHaveAttribute('href', '/pay/payout/usdt');
    await expect(canvas.getByText(/On file: gold@example.com \(US\) \(default\)/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Make ACH Bank Transfer the default' }));
    await expect(chooserArgs.onMakeDefault).toHaveBeenCalledWith('ach');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payoneer' }));
    await expect(chooserArgs.onOpenPayoneer).toHaveBeenCalled();
  },
};
export const MethodChoiceNoneSaved: Story = { render: () => <MethodChooser {...chooserArgs} methods={[]} /> };
export const PayoneerForm: Story = {
  render: () => (
    <MethodChooser
      {...chooserArgs}
      payoneer={{
        open: true,
        values: { account: '12ab' },
        errors: { account: 'Please enter the email of your Payoneer account or your Payoneer customer ID (6 to 12 digits).' },
      }}
    />
  ),
};

const formArgs = { errors: {}, onChange: fn(), onSubmit: fn() };
export const PayPalForm: Story = {
  render: () => <MethodForm kind="paypal" values={{ email: 'gold@example.com', country: 'US' }} {...formArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/0\.25 dollars per payout for US accounts; 2% \(up to 20 dollars\)/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save PayPal' }));
    await expect(formArgs.onSubmit).toHaveBeenCalled();
  },
};
export const AchForm: Story = { render: () => <MethodForm kind="ach" values={EMPTY_METHOD_VALUES.ach} {...formArgs} /> };
export const AchFormErrors: Story = {
  render: () => (
    <MethodForm
      kind="ach"
      values={{ account_name: 'Gold_Creator', routing_number: '021000022', account_number: '12', account_type: 'checking' }}
      {...formArgs}
      errors={{ account_name: ACH_NAME_CHARS_MESSAGE, routing_number: ROUTING_CHECKSUM_MESSAGE, account_number: 'The account number must be 4 to 17 digits.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Routing number/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(ROUTING_CHECKSUM_MESSAGE)).toBeInTheDocument();
  },
};
export const UsdtForm: Story = { render: () => <MethodForm kind="usdt" values={EMPTY_METHOD_VALUES.usdt} {...formArgs} /> };
export const UsdtFormError: Story = {
  render: () => <MethodForm kind="usdt" values={{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' }} {...formArgs} errors={{ address: TRON_CHECKSUM_MESSAGE }} />,
};
export const MethodSaving: Story = { render: () => <MethodForm kind="usdt" values={{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }} {...formArgs} busy /> };
export const MethodSaveFailed: Story = {
  render: () => (
    <MethodForm kind="paypal" values={{ email: 'gold@example.com', country: 'US' }} {...formArgs} errors={{ form: 'Only creators can get paid out.' }} />
  ),
};

export const Success: Story = {
  render: () => <PayoutSuccess payout={{ ...paid, status: 'requested', settled_at: null }} onDone={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your payout is on its way' })).toBeInTheDocument();
    await expect(canvas.getByText(/Processing takes 1-2 business days\. Arrives 0-5 days after processing\./)).toBeInTheDocument();
  },
};
export const SuccessAch: Story = {
  render: () => <PayoutSuccess payout={{ ...history[1]!, status: 'requested' }} onDone={fn()} />,
};
export const SuccessWithoutPayout: Story = {
  render: () => <PayoutSuccess payout={null} onDone={fn()} />,
};
