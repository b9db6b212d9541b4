/** Where a live is watched (and, for its creator, published): the room page. */
export const joinLiveHref = (liveId: number) => `/live/join_live?live_id=${liveId}`;
