/**
 * The toy on this device (ADR 103): the Lovense local API's address (kept in this browser's
 * storage: each device runs its own Lovense Connect) and "Test toy", a 2 s vibration at level 1's
 * strength, with the outcome in words. Nothing here needs a toy to be connected.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Heading, Stack, Text, TextField } from '#ds';
import { savedToyAddress, saveToyAddress } from './address';
import { LOVENSE_DEFAULT_ADDRESS, lovenseDriver, normalizeAddress, ToyError } from './lovense';

export type ToyTestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'ok' } | { kind: 'error'; message: string };

export const TOY_TEST_SECONDS = 2;

export interface ToyConnectionViewProps {
  address: string;
  onAddressChange: (address: string) => void;
  onTest: () => void;
  test: ToyTestState;
}

export function ToyConnectionView({ address, onAddressChange, onTest, test }: ToyConnectionViewProps) {
  return (
    <section aria-labelledby="toy-connection-title">
      <Stack gap="medium">
        <Heading level={2} id="toy-connection-title">
          Your toy on this device
        </Heading>
        <Text size="sm" tone="muted">
          During your Lives, this browser sends each level to Lovense Connect on this device. Open Lovense Connect, connect your toy, and copy the address it
          shows here.
        </Text>
        <TextField
          label="Lovense Connect address"
          description={`Lovense Connect for PC on this computer: ${LOVENSE_DEFAULT_ADDRESS}`}
          type="url"
          value={address}
          onChange={onAddressChange}
          isInvalid={test.kind === 'error' && normalizeAddress(address) === null}
        />
        <Box display="flex" flexWrap="wrap" gap="medium" alignItems="center">
          <Button variant="secondary" onPress={onTest} loading={test.kind === 'testing'}>
            Test toy
          </Button>
          <span role="status">
            {test.kind === 'ok' && <Text tone="success">{`Toy found: it vibrated for ${TOY_TEST_SECONDS} s.`}</Text>}
            {test.kind === 'testing' && <Text tone="muted">Looking for your toy…</Text>}
          </span>
        </Box>
        {test.kind === 'error' && (
          <Text tone="danger">
            <span role="alert">{test.message}</span>
          </Text>
        )}
      </Stack>
    </section>
  );
}

/** The address (read from this device after hydration) and the test, for ToyConnectionView. */
export function useToyConnection(strength: number) {
  const [address, setAddress] = useState(LOVENSE_DEFAULT_ADDRESS);
  const [test, setTest] = useState<ToyTestState>({ kind: 'idle' });
  useEffect(() => setAddress(savedToyAddress()), []);
  const onAddressChange = (next: string) => {
    setAddress(next);
    saveToyAddress(next);
    setTest({ kind: 'idle' });
  };
  const onTest = async () => {
    setTest({ kind: 'testing' });
    try {
      await lovenseDriver(address).vibrate(strength, TOY_TEST_SECONDS);
      setTest({ kind: 'ok' });
    } catch (error) {
      setTest({ kind: 'error', message: error instanceof ToyError ? error.message : 'The toy could not be reached.' });
    }
  };
  return { address, onAddressChange, onTest: () => void onTest(), test };
}

export function ToyConnection({ strength }: { strength: number }) {
  return <ToyConnectionView {...useToyConnection(strength)} />;
}
