import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Stack, Text } from '#ds';
import { tokens } from '../../design-system';
import { contrastRatio } from '../../design-system/tokens/contrast';

const meta = { title: 'Foundations/Colors', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <Box display="flex" alignItems="center" gap="small">
      <span
        aria-hidden="true"
        style={{ width: '2.5rem', height: '2.5rem', borderRadius: tokens.radius.medium, background: value, border: `1px solid ${tokens.color.border}` }}
      />
      <Box as="span" display="flex" flexDirection="column">
        <Text as="span" size="sm" weight="semibold">
          {name}
        </Text>
        <Text as="span" size="xs" tone="muted">
          {value}
        </Text>
      </Box>
    </Box>
  );
}

function Scale({ name, scale }: { name: string; scale: Record<string, string> }) {
  return (
    <Stack gap="small">
      <Heading level={2}>{name}</Heading>
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}>
        {Object.entries(scale).map(([step, value]) => (
          <Swatch key={step} name={`${name} ${step}`} value={value} />
        ))}
      </Box>
    </Stack>
  );
}

export const Scales: Story = {
  render: () => (
    <Stack gap="xlarge">
      <Scale name="gold" scale={tokens.gold} />
      <Scale name="neutral" scale={tokens.neutral} />
    </Stack>
  ),
};

export const SemanticAliases: Story = {
  render: () => (
    <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <Swatch key={name} name={name} value={value} />
      ))}
    </Box>
  ),
};

const textTones = ['text', 'textMuted', 'accentText', 'accentTextStrong', 'accent', 'dangerText', 'successText'] as const;
const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'surfacePressed'] as const;

/** Every text tone on every surface, with its WCAG contrast ratio (all at least 4.5:1). */
export const ContrastMatrix: Story = {
  render: () => (
    <Stack gap="small">
      {surfaces.map((surface) => (
        <Box key={surface} display="flex" flexWrap="wrap" gap="xsmall" padding="small" borderRadius="medium" style={{ background: tokens.color[surface] }}>
          <Text size="sm" weight="semibold">
            {surface}
          </Text>
          {textTones.map((tone) => (
            <span key={tone} style={{ color: tokens.color[tone], fontSize: tokens.font.size.small }}>
              {tone} {contrastRatio(tokens.color[tone], tokens.color[surface]).toFixed(2)}
            </span>
          ))}
        </Box>
      ))}
      <Box display="flex" gap="xsmall" padding="small" borderRadius="medium" style={{ background: tokens.color.accent }}>
        <span style={{ color: tokens.color.textOnAccent, fontSize: tokens.font.size.small }}>
          textOnAccent on accent {contrastRatio(tokens.color.textOnAccent, tokens.color.accent).toFixed(2)}
        </span>
      </Box>
      <Box display="flex" gap="xsmall" padding="small" borderRadius="medium" style={{ background: tokens.color.danger }}>
        <span style={{ color: tokens.color.textOnDanger, fontSize: tokens.font.size.small }}>
          textOnDanger on danger {contrastRatio(tokens.color.textOnDanger, tokens.color.danger).toFixed(2)}
        </span>
      </Box>
    </Stack>
  ),
};
