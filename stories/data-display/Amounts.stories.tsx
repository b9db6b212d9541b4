import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoinAmount, DateTime, Money, Stack, Text } from '#ds';

const meta = { title: 'Data display/Amounts and dates' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const amounts = [0, 7, 950, 1500, 12345, 2_500_000, 3_100_000_000, 4_000_000_000_000];

export const CoinAmounts: Story = {
  render: () => (
    <Stack gap="xsmall">
      {amounts.map((amount) => (
        <CoinAmount key={amount} amount={amount} />
      ))}
      <CoinAmount amount={120} size="lg" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.35K')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('12,345 coins')).toBeInTheDocument();
  },
};

export const MoneyAmounts: Story = {
  render: () => (
    <Stack gap="xsmall">
      {[0.25, 3, 9.99, 1234.5, 2_500_000].map((amount) => (
        <Text key={amount}>
          <Money amount={amount} />
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1.23K')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('$0.25')).toBeInTheDocument();
  },
};

/** Dates are shown in Pacific time with a PST label. */
export const PacificDates: Story = {
  render: () => (
    <Stack gap="xsmall">
      <Text>
        <DateTime value="2025-11-22T10:00:00Z" />
      </Text>
      <Text>
        <DateTime value="2025-10-24T10:00:00Z" format="date" />
      </Text>
      <Text>
        <DateTime value="2025-10-24T10:00:00Z" format="time" />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nov 22, 2025, 2:00 AM PST')).toHaveAttribute('datetime', '2025-11-22T10:00:00.000Z');
  },
};
