/**
 * A form's save, kept once for every settings view (issue 43 point 5, ADR 129): `saving` (a press
 * meanwhile is ignored), `saved` (until the next edit), and the last attempt's errors as
 * `{ field: message }`, "form" for the whole form. The client's check runs first and a failing
 * one makes no call; a refused call's message goes to the field the server named (failureErrors).
 */
import { useRef, useState } from 'react';
import { failureErrors, type FieldErrors } from './forms';

type SaveState = { saving: boolean; saved: boolean; errors: FieldErrors };
const IDLE: SaveState = { saving: false, saved: false, errors: {} };

export function useSave(fields?: readonly string[]) {
  const [state, setState] = useState<SaveState>(IDLE);
  const busy = useRef(false);

  /** Runs `work` unless `problems` (the client's check) has any; true once it has succeeded. */
  const submit = async (work: () => Promise<unknown>, problems: FieldErrors = {}): Promise<boolean> => {
    if (busy.current) return false;
    if (Object.keys(problems).length > 0) {
      setState({ ...IDLE, errors: problems });
      return false;
    }
    busy.current = true;
    setState({ ...IDLE, saving: true });
    try {
      await work();
      setState({ ...IDLE, saved: true });
      return true;
    } catch (failure) {
      setState({ ...IDLE, errors: failureErrors(failure, 'form', fields) });
      return false;
    } finally {
      busy.current = false;
    }
  };

  /** The user changed a value: "Saved" no longer describes what is on screen. */
  const edited = () => setState((current) => (current.saved ? { ...current, saved: false } : current));

  return { ...state, submit, edited };
}
