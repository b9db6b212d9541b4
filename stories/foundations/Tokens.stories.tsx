import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Stack, Text } from '#ds';
import { tokens } from '../../design-system';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <Stack gap="small">
      {Object.entries(tokens.space).map(([name, value]) => (
        <Box key={name} display="flex" alignItems="center" gap="small">
          <Text as="span" size="sm">
            {name} ({value})
          </Text>
          <span aria-hidden="true" style={{ width: value, height: '1rem', background: tokens.color.accent }} />
        </Box>
      ))}
    </Stack>
  ),
};

export const Radii: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="medium">
      {Object.entries(tokens.radius).map(([name, value]) => (
        <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xxsmall">
          <span
            aria-hidden="true"
            style={{ width: '4rem', height: '4rem', borderRadius: value, background: tokens.color.surfaceRaised, border: `2px solid ${tokens.color.accent}` }}
          />
          <Text as="span" size="xs" tone="muted">
            {name}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};

/** The stacking order of the global overlays, lowest first. */
export const ZIndexScale: Story = {
  render: () => (
    <Stack gap="xsmall">
      <Heading level={2}>Overlay stacking order</Heading>
      <ol>
        {Object.entries(tokens.zIndex).map(([name, value]) => (
          <li key={name}>
            <Text as="span">
              {name}: {value}
            </Text>
          </li>
        ))}
      </ol>
    </Stack>
  ),
};

export const Motion: Story = {
  render: () => (
    <Stack gap="xsmall">
      <Text>Durations collapse to 0.01 ms when the visitor prefers reduced motion.</Text>
      <ul>
        {Object.entries(tokens.motion.duration).map(([name, value]) => (
          <li key={name}>
            <Text as="span">
              {name}: {value}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  ),
};
