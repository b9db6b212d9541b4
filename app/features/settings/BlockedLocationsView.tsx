/**
 * Blocked locations (issue 19 point 5) as a view: the creator's list, each with Remove (after a
 * confirm), and a picker of a country, or for the United States and Canada a state or province.
 * Visitors from a blocked place see "Sorry, the profile or page does not exist."; who was refused is never shown.
 */
import { useMemo, useState } from 'react';
import { Box, Button, ConfirmDialog, EmptyState, ItemList, Select, Stack, Text, type SelectOption } from '#ds';
import { COUNTRY_CODES, REGIONS_OF, type BlockedLocation, countryNames, placeName } from '../../../common/locations';

export interface BlockedLocationsViewProps {
  locations: BlockedLocation[];
  /** English country names by code, from the page's loader (common/locations.ts countryNames); the browser's own without it. */
  countryNames?: Record<string, string>;
  onAdd: (place: { country: string; region: string }) => void;
  onRemove: (location: BlockedLocation) => void;
  adding?: boolean;
  /** The location being removed, if any. */
  removing?: number | null;
  /** The server's refusal ("Location already exists."). */
  error?: string;
}

const WHOLE_COUNTRY = 'all';

/** Country names in English, sorted by name. */
function useCountryOptions(given?: Record<string, string>): { options: SelectOption[]; names: { of(code: string): string | undefined } } {
  return useMemo(() => {
    const byCode = given ?? countryNames();
    const names = { of: (code: string) => byCode[code] };
    const options = COUNTRY_CODES.map((code) => ({ id: code, label: byCode[code] ?? code })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
    return { options, names };
  }, [given]);
}

export function BlockedLocationsView({ locations, countryNames: given, onAdd, onRemove, adding = false, removing = null, error }: BlockedLocationsViewProps) {
  const { options, names } = useCountryOptions(given);
  const [country, setCountry] = useState<string | null>(null);
  const [region, setRegion] = useState(WHOLE_COUNTRY);
  const [confirming, setConfirming] = useState<BlockedLocation | null>(null);
  const regions = country ? REGIONS_OF[country] : undefined;
  const regionOptions = regions
    ? [
        { id: WHOLE_COUNTRY, label: `All of ${names.of(country!) ?? country}` },
        ...Object.entries(regions)
          .map(([id, label]) => ({ id, label }))
          .sort((a, b) => a.label.localeCompare(b.label, 'en')),
      ]
    : [];
  return (
    <Stack gap="large">
      <Text tone="muted">People in these places cannot see your profile, posts or media, or message you. You are never told who was blocked.</Text>
      {locations.length === 0 ? (
        <EmptyState icon="lock" title="No blocked locations" description="Add a country, or a US state or Canadian province." />
      ) : (
        <ItemList label="Blocked locations" gap="small">
          {locations.map((location) => {
            const name = placeName(location.country, location.region, names);
            return (
              <li key={location.id}>
                <Box display="flex" gap="small" alignItems="center">
                  <Box flexGrow={1}>
                    <Text weight="semibold">{name}</Text>
                  </Box>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={removing === location.id}
                    onPress={() => setConfirming(location)}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                </Box>
              </li>
            );
          })}
        </ItemList>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (country) onAdd({ country, region: regions && region !== WHOLE_COUNTRY ? region : '' });
        }}
      >
        <Stack gap="medium">
          <Select
            label="Country"
            options={options}
            value={country}
            placeholder="Choose a country"
            onChange={(id) => {
              setCountry(id);
              setRegion(WHOLE_COUNTRY);
            }}
          />
          {regions && <Select label={country === 'US' ? 'State' : 'Province or territory'} options={regionOptions} value={region} onChange={setRegion} />}
          {error && (
            <Text tone="danger">
              <span role="alert">{error}</span>
            </Text>
          )}
          <Button type="submit" loading={adding} disabled={!country} fullWidth>
            Block location
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove blocked location?"
        description={confirming ? `People in ${placeName(confirming.country, confirming.region, names)} will be able to see your profile again.` : undefined}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          if (confirming) onRemove(confirming);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
