import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { CoverImage } from '../CoverImage/CoverImage';
import { Heading, Text } from '../Typography/Typography';
import * as styles from './ProfileHeader.css';

export type ProfileHeaderProps = {
  name: string;
  userName: string;
  portrait?: string;
  cover?: string;
  /** Narrower variants of the cover (`srcset` and `sizes`), so a phone does not fetch the widest. */
  coverSources?: { srcSet: string; sizes: string };
  bio?: string;
  /** Next to the name (a verified mark, a "Member" badge). */
  badges?: ReactNode;
  /** The counts (StatCounts). */
  stats?: ReactNode;
  /** Beside the avatar, under the cover (Follow). */
  aside?: ReactNode;
  /** The action row: Subscribe, Message, Tip, more; or Edit profile and Settings on one's own. */
  actions?: ReactNode;
  /** Lines of bio shown before "more". */
  bioLines?: number;
};

/** The top of a profile: cover, the avatar over its lower edge, name and handle, bio (clamped, "more"), counts, then the sticky action row. */
export function ProfileHeader({ name, userName, portrait, cover, coverSources, bio, badges, stats, aside, actions, bioLines = 3 }: ProfileHeaderProps) {
  const [open, setOpen] = useState(false);
  const [clamped, setClamped] = useState(false);
  const bioRef = useRef<HTMLDivElement>(null);
  // "more" only when the bio is longer than its lines (measured after layout; the text is whole for screen readers either way).
  useEffect(() => {
    const el = bioRef.current?.firstElementChild as HTMLElement | null | undefined;
    if (el) setClamped(el.scrollHeight > el.clientHeight + 1);
  }, [bio]);
  return (
    <header className={styles.header}>
      {/* The cover tops the page: usually its largest picture in the first view, so it loads first. */}
      <CoverImage src={cover || undefined} srcSet={cover ? coverSources?.srcSet : undefined} sizes={cover ? coverSources?.sizes : undefined} priority />
      <div className={styles.body}>
        <div className={styles.avatarRow}>
          <Avatar src={portrait || undefined} name={name} size="large" className={styles.avatar} />
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
        <div className={styles.names}>
          <div className={styles.nameLine}>
            <Heading level={2}>{name}</Heading>
            {badges}
          </div>
          <Text tone="muted">@{userName}</Text>
        </div>
        {bio ? (
          <div ref={bioRef}>
            <Text maxLines={open ? undefined : bioLines}>{bio}</Text>
          </div>
        ) : null}
        {bio && (clamped || open) ? (
          <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'less' : 'more'}
          </button>
        ) : null}
        {stats}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
