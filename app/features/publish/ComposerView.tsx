/**
 * /publish as a view (issue 5): the media list (each item with its progress and state), a
 * file picker and the vault, the caption, who may see it (Everyone, PPV, Members, Members and
 * PPV) with a price for the PPV kinds, then Post now, Schedule (a Pacific date and time) or
 * Save as draft. Publishing waits until the uploads finish.
 */
import { type ReactNode, useState } from 'react';
import { Box, Button, DatePicker, FileButton, NumberField, RadioGroup, Stack, Switch, Text, TextArea, TextField, TextLink } from '#ds';
import {
  CAPTION_MAX_LENGTH,
  POST_MEDIA_MAX,
  POST_TEXTS,
  PPV_PRICE_MESSAGE,
  VISIBILITY,
  VISIBILITY_LABEL,
  VISIBILITY_VALUES,
  isPaidVisibility,
  ppvPrice,
} from '../../../common/content';
import { pacificToInstant, pacificToday } from '../../lib/pacific';
import { UploadProgressList } from '../upload/UploadProgressList';
import { type ComposerItem, uploadsPending } from './items';

export type ComposerAction = 'publish' | 'schedule' | 'draft';

export interface ComposerDraft {
  caption: string;
  visibility: number;
  price: number | null;
  /** Unix seconds, for Schedule. */
  scheduled_at?: number;
}

export type ComposerErrors = Partial<Record<'caption' | 'visibility' | 'price' | 'media_ids' | 'scheduled_at' | 'form', string>>;

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
  onSubmit: (action: ComposerAction, draft: ComposerDraft) => void;
  /** The "Add from vault" dialog (VaultDialog), given by the route. */
  vault?: ReactNode;
  /** Today in Pacific time (stories pin it). */
  today?: string;
  /** draft_num from post/init (null: not known yet): shown on the link to the drafts. */
  draftNum?: number | null;
}

export function ComposerView({
  items,
  initial,
  submitting = null,
  errors = {},
  onAddFiles,
  onRetry,
  onRemove,
  onSubmit,
  vault,
  today = pacificToday(),
  draftNum = null,
}: ComposerViewProps) {
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [visibility, setVisibility] = useState<number>(initial?.visibility ?? VISIBILITY.Everyone);
  const [price, setPrice] = useState<number>(initial?.price ?? NaN);
  const [schedule, setSchedule] = useState(false);
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState('20:00');
  const [local, setLocal] = useState<ComposerErrors>({});
  const shown = { ...errors, ...local };
  const pending = uploadsPending(items);
  const paid = isPaidVisibility(visibility);
  const full = items.length >= POST_MEDIA_MAX;

  const submit = (action: ComposerAction) => {
    const found: ComposerErrors = {};
    const priced = paid ? ppvPrice.safeParse(Number.isNaN(price) ? undefined : price) : null;
    if (priced && !priced.success) found.price = PPV_PRICE_MESSAGE;
    if (action !== 'draft' && items.length === 0) found.media_ids = POST_TEXTS.needsMedia;
    let scheduledAt: number | undefined;
    if (action === 'schedule') {
      const instant = date && /^\d{2}:\d{2}$/.test(time) ? pacificToInstant(date, time) : null;
      if (!instant || instant.getTime() <= Date.now()) found.scheduled_at = POST_TEXTS.schedulePast;
      else scheduledAt = Math.floor(instant.getTime() / 1000);
    }
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(action, { caption: caption.trim(), visibility, price: paid && priced?.success ? priced.data : null, scheduled_at: scheduledAt });
  };
  const busy = submitting !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(schedule ? 'schedule' : 'publish');
      }}
    >
      <Stack gap="large">
        <nav aria-label="Your posts">
          <Box display="flex" gap="medium" flexWrap="wrap">
            <TextLink href="/publish/drafts">{draftNum === null ? 'Drafts' : `Drafts (${draftNum.toLocaleString('en-US')})`}</TextLink>
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
            <UploadProgressList label="Media of this post" items={items} onRetry={onRetry} onRemove={onRemove} busy={busy} />
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
          onChange={setCaption}
          maxLength={CAPTION_MAX_LENGTH}
          rows={4}
          isInvalid={Boolean(shown.caption)}
          errorMessage={shown.caption}
        />
        <RadioGroup
          label="Who can see it"
          value={String(visibility)}
          onChange={(id) => setVisibility(Number(id))}
          options={VISIBILITY_VALUES.map((v) => ({ id: String(v), label: VISIBILITY_LABEL[v] }))}
          isInvalid={Boolean(shown.visibility)}
          errorMessage={shown.visibility}
        />
        {paid && (
          <NumberField
            label="Price (coins)"
            value={price}
            onChange={setPrice}
            minValue={1}
            maxValue={10_000}
            isInvalid={Boolean(shown.price)}
            errorMessage={shown.price}
          />
        )}
        <Switch isSelected={schedule} onChange={setSchedule}>
          Schedule for later
        </Switch>
        {schedule && (
          <Stack gap="medium">
            <DatePicker label="Date" value={date} onChange={setDate} minValue={today} isInvalid={Boolean(shown.scheduled_at)} />
            <TextField
              label="Time (PST)"
              type="time"
              value={time}
              onChange={setTime}
              isInvalid={Boolean(shown.scheduled_at)}
              errorMessage={shown.scheduled_at}
            />
          </Stack>
        )}
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
            {schedule ? 'Schedule' : 'Post now'}
          </Button>
          <Button variant="secondary" loading={submitting === 'draft'} disabled={pending || busy} onPress={() => submit('draft')}>
            Save as draft
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
