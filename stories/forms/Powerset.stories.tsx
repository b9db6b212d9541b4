import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Checkbox, DatePicker, Heading, NumberField, RadioGroup, Select, Stack, Switch, TextArea, TextField } from '#ds';

const meta = { title: 'Forms/Powerset', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = [
  { name: 'default', props: {} },
  { name: 'with description', props: { description: 'Help text under the field.' } },
  { name: 'invalid', props: { isInvalid: true, errorMessage: 'This needs fixing.' } },
  { name: 'required', props: { isRequired: true } },
  { name: 'disabled', props: { isDisabled: true } },
] as const;

const options = [
  { id: 'a', label: 'Option A' },
  { id: 'b', label: 'Option B' },
];

/** Every field in every state, side by side. */
export const AllFieldsAllStates: Story = {
  render: () => (
    <Stack gap="xlarge">
      {states.map(({ name, props }) => (
        <Stack key={name} gap="small">
          <Heading level={2}>{name}</Heading>
          <Box display="grid" gap="medium" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}>
            <TextField label={`Text (${name})`} defaultValue="Ava" {...props} />
            <TextArea label={`Text area (${name})`} defaultValue="Hello fans" {...props} />
            <NumberField label={`Number (${name})`} defaultValue={10} {...props} />
            <Select label={`Select (${name})`} options={options} defaultValue="a" {...props} />
            <DatePicker label={`Date (${name})`} defaultValue="1995-06-14" {...props} />
            <RadioGroup label={`Radio (${name})`} options={options} defaultValue="a" {...props} />
            <Checkbox
              isInvalid={'isInvalid' in props}
              errorMessage={'errorMessage' in props ? props.errorMessage : undefined}
              isDisabled={'isDisabled' in props}
            >
              {`Checkbox (${name})`}
            </Checkbox>
            <Switch isDisabled={'isDisabled' in props}>{`Switch (${name})`}</Switch>
          </Box>
        </Stack>
      ))}
    </Stack>
  ),
};
