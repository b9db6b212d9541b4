import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Stack, Text, textSizes, textTones } from '#ds';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <Stack gap="medium">
      <Heading level={1}>Heading 1: Fanstage creators</Heading>
      <Heading level={2}>Heading 2: Go live tonight</Heading>
      <Heading level={3}>Heading 3: Memberships</Heading>
    </Stack>
  ),
};

export const TextSizesAndTones: Story = {
  render: () => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Text {size}: fans follow creators, subscribe and chat.
        </Text>
      ))}
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          Tone {tone}: readable on near-black.
        </Text>
      ))}
      <Text weight="bold">Bold weight</Text>
      <Text maxLines={2}>
        Clamped to two lines: this paragraph is long on purpose so that it needs more than two lines at every width of the design card, and what does not fit
        ends with an ellipsis instead of pushing the layout down.
      </Text>
    </Stack>
  ),
};
