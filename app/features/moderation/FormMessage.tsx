/** The outcome of a moderation form post: an error (announced at once) or what was done. */
import { Text } from '#ds';

export function FormMessage({ result }: { result?: { ok?: string; error?: string } }) {
  if (result?.error)
    return (
      <div role="alert">
        <Text tone="danger">{result.error}</Text>
      </div>
    );
  if (result?.ok)
    return (
      <div role="status">
        <Text tone="success">{result.ok}</Text>
      </div>
    );
  return null;
}
