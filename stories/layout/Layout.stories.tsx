import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Prose, Stack, Text, TextLink } from '#ds';

const meta = { title: 'Layout/Primitives' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoxWithSprinkles: Story = {
  render: () => (
    <Box background="surfaceRaised" padding="large" borderRadius="large" display="flex" flexDirection="column" gap="small">
      <Text>Surface, padding, radius and gap, each a token.</Text>
      <Box background="accentSubtle" padding="small" borderRadius="medium" color="accent">
        Accent subtle
      </Box>
    </Box>
  ),
};

export const StackGaps: Story = {
  render: () => (
    <Box display="flex" gap="large">
      {(['xsmall', 'medium', 'xlarge'] as const).map((gap) => (
        <Stack key={gap} gap={gap}>
          <Text size="sm" tone="muted">
            gap {gap}
          </Text>
          {[1, 2, 3].map((n) => (
            <Box key={n} background="surfaceRaised" padding="xsmall" borderRadius="small">
              <Text as="span" size="sm">
                Item {n}
              </Text>
            </Box>
          ))}
        </Stack>
      ))}
    </Box>
  ),
};

/** A legal page: headings, paragraphs, lists and links at 16 px with a readable measure. */
export const LegalProse: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Prose>
      <Text size="lg">How we review reported content and how you can appeal a decision.</Text>
      <Text tone="muted" size="sm">
        Last updated 1 November 2025
      </Text>
      <section>
        <Heading level={2}>Making a complaint</Heading>
        <p>
          Write to the concierge desk or use the <TextLink href="/manage/dmca_form">DMCA form</TextLink>. We answer within seven days and tell you what we
          decided and why.
        </p>
        <ul>
          <li>Say which post, message or profile you mean.</li>
          <li>Say why it breaks the rules or the law.</li>
          <li>
            Leave an address we can answer: <TextLink href="mailto:support@example.com">support@example.com</TextLink>.
          </li>
        </ul>
      </section>
      <section>
        <Heading level={2}>Appeals</Heading>
        <p>If you disagree, answer the decision email within 30 days; a different reviewer looks at it again.</p>
        <ol>
          <li>We confirm the appeal.</li>
          <li>A second reviewer decides.</li>
        </ol>
      </section>
    </Prose>
  ),
};
