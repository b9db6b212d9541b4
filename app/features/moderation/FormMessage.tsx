/** The outcome of a form post (ADR 129): a refusal (announced at once) or what was done. */
import { Text } from '#ds';
import type { FormResult } from '../../lib/form-result';

export function FormMessage({ result }: { result?: FormResult }) {
  if (!result) return null;
  return (
    <div role={result.ok ? 'status' : 'alert'}>
      <Text tone={result.ok ? 'success' : 'danger'} weight="semibold">
        {result.message}
      </Text>
    </div>
  );
}
