/** /live/gifters: who gave the most in this live (coins of gifts and tips), highest first. */
import { Avatar, ButtonLink, EmptyState, ItemList, ListRow, CoinAmount } from '#ds';
import type { LiveGifter } from '../../../../common/live';
import { joinLiveHref } from '../live-api';

export function GiftersView({ liveId, gifters }: { liveId: number; gifters: LiveGifter[] }) {
  if (gifters.length === 0) {
    return (
      <EmptyState
        icon="gift"
        title="No gifts yet"
        description="Gifts and tips sent in this Live will show here."
        action={<ButtonLink href={joinLiveHref(liveId)}>Back to the Live</ButtonLink>}
      />
    );
  }
  const ranked = [...gifters].sort((a, b) => b.coins - a.coins);
  return (
    <ItemList label="Gifters" ordered>
      {ranked.map((g, i) => {
        const name = g.user.nick_name || g.user.user_name;
        return (
          <li key={g.user.id}>
            <ListRow
              leading={<Avatar src={g.user.portrait || undefined} name={name} size="medium" decorative />}
              title={`${i + 1}. ${name}`}
              description={`@${g.user.user_name}`}
              meta={<CoinAmount amount={g.coins} exact />}
              href={`/@${g.user.user_name}`}
            />
          </li>
        );
      })}
    </ItemList>
  );
}
