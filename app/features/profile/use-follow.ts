/** The profile's Follow button and followers count (issue 20). */
import { useState } from 'react';
import { api } from '../../lib/api';

/** Follow / Unfollow with the button and the followers count changed at once, rolled back if the server refuses. */
export function useFollow(profile: { user_id: number; followed: boolean; counts: { followers: number } }, toLogin: (() => void) | null) {
  const [state, setState] = useState({ following: profile.followed, followers: profile.counts.followers });
  const [busy, setBusy] = useState(false);
  // A revalidated profile says what is true now: adjusted while rendering, not in an effect that re-rendered the profile after hydration.
  const [shown, setShown] = useState({ followed: profile.followed, followers: profile.counts.followers });
  if (shown.followed !== profile.followed || shown.followers !== profile.counts.followers) {
    setShown({ followed: profile.followed, followers: profile.counts.followers });
    setState({ following: profile.followed, followers: profile.counts.followers });
  }
  const toggle = async () => {
    if (toLogin) return toLogin();
    if (busy) return;
    const before = state;
    const on = !before.following;
    setState({ following: on, followers: Math.max(0, before.followers + (on ? 1 : -1)) });
    setBusy(true);
    try {
      const answer = await api().call(on ? 'user.follow' : 'user.unfollow', { user_id: profile.user_id });
      setState({ following: answer.followed, followers: answer.followers });
    } catch {
      // The client has shown the error; the button and the count go back to what is true.
      setState(before);
    } finally {
      setBusy(false);
    }
  };
  return { ...state, busy, toggle };
}
