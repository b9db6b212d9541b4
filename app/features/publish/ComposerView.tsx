/**
 * /publish as a view (issue 5, issue 20): the picked media as a thumbnail strip (each with its
 * progress, remove and reorder), a file picker and the vault, the caption with its counter, who
 * may see it as a segmented control (Everyone, PPV, Members, Members and PPV) with a price only for
 * the PPV kinds, the schedule as a row, then Post now / Schedule or Save as draft. Errors sit by
 * their field and clear as soon as it is fixed; a members-only post without a membership price
 * asks first. Publishing waits until the uploads finish.
 */
import { type ReactNode, useEffect, useState } from 'react';
import {
  Box,
  Button,
  ButtonLink,
  Dialog,
  DialogClose,
  FileButton,
  NumberField,
  SegmentedControl,
  Stack,
  Text,
  TextArea,
  TextLink,
  ThumbnailStrip,
  formatCount,
} from '#ds';
import {
  CAPTION_MAX_LENGTH,
  POST_MEDIA_MAX,
  POST_TEXTS,
  PPV_PRICE_MESSAGE,
  VISIBILITY,
  VISIBILITY_LABEL,
  VISIBILITY_VALUES,
  isMembersVisibility,
  isPaidVisibility,
  ppvPrice,
} from '../../../common/content';
import { pacificToday } from '../../lib/pacific';
import { type ComposerItem, thumbnailOf, uploadsPending } from './items';
import { ScheduleRow } from './ScheduleRow';

export type ComposerAction = 'publish' | 'schedule' | 'draft';

export interface ComposerDraft {
  caption: string;
  visibility: number;
  price: number | null;
  /** Unix seconds, for Schedule. */
  scheduled_at?: number;
}

type Field = 'caption' | 'visibility' | 'price' | 'media_ids' | 'scheduled_at' | 'form';
export type ComposerErrors = Partial<Record<Field, string>>;

/** The warning before a members-only post when the creator has no membership price (issue 20). */
export const NO_MEMBERSHIP_PRICE_TEXT = 'Only members can see this post, and you have not set a membership price yet, so nobody can join.';
/** Where a creator sets the membership price. */
export const MEMBERSHIP_PRICE_HREF = '/subs/subscribers';

export interface ComposerViewProps {
  items: ComposerItem[];
  /** The post being edited (its fields), if any. */
  initial?: { caption: string; visibility: number; price: number | null };
  /** What is running now (its button spins, all are disabled). */
  submitting?: ComposerAction | null;
  errors?: ComposerErrors;
  onAddFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  /** Moves an item one place back or forward (the post's media order). */
  onMove?: (key: string, delta: -1 | 1) => void;
  onSubmit: (action: ComposerAction, draft: ComposerDraft) => void;
  /** The "Add from vault" dialog (VaultDialog), given by the route. */
  vault?: ReactNode;
  /** Today in Pacific time (stories pin it). */
  today?: string;
  /** draft_num from post/init (null: not known yet): shown on the link to the drafts. */
  draftNum?: number | null;
  /** Whether the creator has a membership price (false: members-only posts warn first; undefined: not known). */
  hasMembershipPrice?: boolean;
}

/** One object, so the "server errors changed" effect does not run on every render when none are given. */
const NO_ERRORS: ComposerErrors = {};

const priceError = (paid: boolean, price: number) =>
  paid && !ppvPrice.safeParse(Number.isNaN(price) ? undefined : price).success ? PPV_PRICE_MESSAGE : undefined;

export function ComposerView({
  items,
  initial,
  submitting = null,
  errors = NO_ERRORS,
  onAddFiles,
  onRetry,
  onRemove,
  onMove,
  onSubmit,
  vault,
  today = pacificToday(),
  draftNum = null,
  hasMembershipPrice,
}: ComposerViewProps) {
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [visibility, setVisibility] = useState<number>(initial?.visibility ?? VISIBILITY.Everyone);
  const [price, setPrice] = useState<number>(initial?.price ?? NaN);
  const [scheduledAt, setScheduledAt] = useState<number | null>(null);
  const [local, setLocal] = useState<ComposerErrors>({});
  // The server's errors, less those of fields changed since (an error clears as soon as its field is fixed).
  const [fixed, setFixed] = useState<Set<Field>>(new Set());
  const [warning, setWarning] = useState<ComposerAction | null>(null);
  useEffect(() => setFixed(new Set()), [errors]);
  const server = Object.fromEntries(Object.entries(errors).filter(([field]) => !fixed.has(field as Field))) as ComposerErrors;
  const shown = { ...server, ...local };
  const pending = uploadsPending(items);
  const paid = isPaidVisibility(visibility);
  const full = items.length >= POST_MEDIA_MAX;
  const busy = submitting !== null;

  /** A field changed: its server error goes, and its own check runs again if it had failed. */
  const changed = (field: Field, problem?: string) => {
    setFixed((s) => new Set(s).add(field));
    setLocal((l) => {
      if (!(field in l)) return l;
      const next = { ...l };
      if (problem) next[field] = problem;
      else delete next[field];
      return next;
    });
  };
  useEffect(() => {
    if (items.length > 0) changed('media_ids');
  }, [items.length]);

  const submit = (action: ComposerAction, confirmed = false) => {
    const found: ComposerErrors = {};
    const wrongPrice = priceError(paid, price);
    if (wrongPrice) found.price = wrongPrice;
    if (action !== 'draft' && items.length === 0) found.media_ids = POST_TEXTS.needsMedia;
    if (action === 'schedule' && (scheduledAt === null || scheduledAt * 1000 <= Date.now())) found.scheduled_at = POST_TEXTS.schedulePast;
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    if (action !== 'draft' && !confirmed && hasMembershipPrice === false && isMembersVisibility(visibility)) return setWarning(action);
    onSubmit(action, {
      caption: caption.trim(),
      visibility,
      price: paid ? price : null,
      scheduled_at: action === 'schedule' ? (scheduledAt ?? undefined) : undefined,
    });
  };
  const mainAction: ComposerAction = scheduledAt === null ? 'publish' : 'schedule';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(mainAction);
      }}
    >
      <Stack gap="large">
        <nav aria-label="Your posts">
          <Box display="flex" gap="medium" flexWrap="wrap">
            <TextLink href="/publish/drafts">{draftNum === null ? 'Drafts' : `Drafts (${formatCount(draftNum)})`}</TextLink>
            <TextLink href="/publish/schedule">Scheduled posts</TextLink>
          </Box>
        </nav>
        <Stack gap="small">
          <Text weight="semibold" as="p">
            Images and videos
          </Text>
          {items.length === 0 ? (
            <Text tone="muted" size="sm" as="p">
              Add at least one image or video.
            </Text>
          ) : (
            <ThumbnailStrip label="Media of this post" items={items.map(thumbnailOf)} onRemove={onRemove} onMove={onMove} onRetry={onRetry} busy={busy} />
          )}
          <Box display="flex" gap="small" flexWrap="wrap">
            <FileButton accept="image/*,video/*" multiple variant="secondary" icon="camera" disabled={busy || full} onSelect={onAddFiles}>
              Add images or videos
            </FileButton>
            {vault}
          </Box>
          {shown.media_ids && (
            <Text tone="danger" size="sm" as="p">
              <span role="alert">{shown.media_ids}</span>
            </Text>
          )}
        </Stack>
        <TextArea
          label="Caption"
          value={caption}
          onChange={(value) => {
            setCaption(value);
            changed('caption');
          }}
          maxLength={CAPTION_MAX_LENGTH}
          rows={4}
          description={`${formatCount(caption.length)} / ${formatCount(CAPTION_MAX_LENGTH)}`}
          isInvalid={Boolean(shown.caption)}
          errorMessage={shown.caption}
        />
        <Stack gap="xsmall">
          <Text weight="semibold" as="p" id="composer-audience">
            Who can see it
          </Text>
          <SegmentedControl
            label="Who can see it"
            fullWidth
            value={String(visibility)}
            onChange={(id) => {
              setVisibility(Number(id));
              changed('visibility');
              changed('price', priceError(isPaidVisibility(Number(id)), price));
            }}
            options={VISIBILITY_VALUES.map((v) => ({ id: String(v), label: VISIBILITY_LABEL[v] }))}
          />
          {shown.visibility && (
            <Text tone="danger" size="sm" as="p">
              <span role="alert">{shown.visibility}</span>
            </Text>
          )}
        </Stack>
        {paid && (
          // No minimum or maximum on the field itself: it would silently turn a 0 into 1. The check says why instead.
          <NumberField
            label="Price (coins)"
            value={price}
            onChange={(value) => {
              setPrice(value);
              changed('price', priceError(true, value));
            }}
            description="What a fan pays to unlock the post, 1 to 10,000 coins."
            isInvalid={Boolean(shown.price)}
            errorMessage={shown.price}
          />
        )}
        <ScheduleRow
          value={scheduledAt}
          today={today}
          disabled={busy}
          error={shown.scheduled_at}
          onChange={(at) => {
            setScheduledAt(at);
            changed('scheduled_at');
          }}
        />
        {pending && (
          <Text tone="muted" size="sm" as="p">
            {POST_TEXTS.uploading}
          </Text>
        )}
        {shown.form && (
          <Text tone="danger">
            <span role="alert">{shown.form}</span>
          </Text>
        )}
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="submit" loading={submitting === 'publish' || submitting === 'schedule'} disabled={pending || busy}>
            {scheduledAt === null ? 'Post now' : 'Schedule'}
          </Button>
          <Button variant="secondary" loading={submitting === 'draft'} disabled={pending || busy} onPress={() => submit('draft')}>
            Save as draft
          </Button>
        </Box>
      </Stack>
      {/* Setting the price is what most creators want here: it leads; posting anyway is the second choice. */}
      <Dialog
        open={warning !== null}
        onOpenChange={(open) => !open && setWarning(null)}
        title="No membership price yet"
        description={NO_MEMBERSHIP_PRICE_TEXT}
        actions={
          <>
            <ButtonLink href={MEMBERSHIP_PRICE_HREF} variant="primary" fullWidth>
              Set your membership price
            </ButtonLink>
            <Button
              variant="secondary"
              fullWidth
              onPress={() => {
                const action = warning;
                setWarning(null);
                if (action) submit(action, true);
              }}
            >
              {warning === 'schedule' ? 'Schedule anyway' : 'Publish anyway'}
            </Button>
            <DialogClose asChild>
              <Button variant="ghost" fullWidth>
                Not now
              </Button>
            </DialogClose>
          </>
        }
      />
    </form>
  );
}
