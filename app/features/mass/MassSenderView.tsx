/**
 * /mass/sender as a view: audience, message and/or media from the vault (text is optional when
 * media is attached), optional price, send now or at a Pacific date and time.
 */
import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  DatePicker,
  DateTime,
  Heading,
  MediaGrid,
  MediaTile,
  NumberField,
  RadioGroup,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  formatCount,
} from '#ds';
import { CHAT_MEDIA_MAX, CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { MASS_AUDIENCES, MASS_AUDIENCE_LABEL, MASS_EMPTY_MESSAGE, MASS_SCHEDULE_PAST_MESSAGE, MASS_USER_CAP, type MassAudience } from '../../../common/mass';
import { COINS_MESSAGE } from '../../../common/money';
import { pacificToInstant, pacificToday } from '../../lib/pacific';

export interface MassDraft {
  audience: MassAudience;
  body: string;
  /** Vault media sent with the message (each copy carries them; a price locks them too). */
  media_ids: number[];
  /** Coins, or null for a free message. */
  price: number | null;
  /** Unix seconds, or undefined to send now. */
  send_at?: number;
}

export type MassErrors = Partial<Record<'body' | 'media_ids' | 'send_at' | 'price' | 'form', string>>;

/** A vault item picked for the message, as the form shows it. */
export interface MassMedia {
  media_id: number;
  kind: 1 | 2;
  file_name: string;
  /** The tile's picture. */
  thumb: string;
}

export interface MassSenderViewProps {
  /** How many people each audience reaches now. */
  sizes: Record<MassAudience, number>;
  submitting?: boolean;
  /** Errors from the server, by field. */
  errors?: MassErrors;
  onSubmit: (draft: MassDraft) => void;
  /** Today in Pacific time (stories pin it). */
  today?: string;
  /** The media picked from the vault, in order. */
  media?: MassMedia[];
  onRemoveMedia?: (mediaId: number) => void;
  /** The "Add from vault" control (the route gives the vault dialog; it is hidden once the message is full). */
  vault?: ReactNode;
}

export function MassSenderView({
  sizes,
  submitting = false,
  errors = {},
  onSubmit,
  today = pacificToday(),
  media = [],
  onRemoveMedia,
  vault,
}: MassSenderViewProps) {
  const [audience, setAudience] = useState<MassAudience>('followers');
  const [body, setBody] = useState('');
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState<number>(NaN);
  const [schedule, setSchedule] = useState(false);
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState('20:00');
  const [local, setLocal] = useState<MassErrors>({});
  const shown = { ...errors, ...local };
  // A time error when sending now (the 6-hour rule) belongs to the whole form.
  const formError = shown.form ?? (schedule ? undefined : shown.send_at);

  const submit = () => {
    const found: MassErrors = {};
    // Text, media or both (the server's rule: not both empty).
    if (!body.trim() && media.length === 0) found.body = MASS_EMPTY_MESSAGE;
    if (media.length > CHAT_MEDIA_MAX) found.media_ids = `A message can carry ${CHAT_MEDIA_MAX} media items at most.`;
    if (paid && !(Number.isInteger(price) && price >= 1 && price <= 10_000)) found.price = COINS_MESSAGE;
    let sendAt: number | undefined;
    if (schedule) {
      const instant = date && /^\d{2}:\d{2}$/.test(time) ? pacificToInstant(date, time) : null;
      if (!instant || instant.getTime() <= Date.now()) found.send_at = MASS_SCHEDULE_PAST_MESSAGE;
      else sendAt = Math.floor(instant.getTime() / 1000);
    }
    setLocal(found);
    if (Object.keys(found).length === 0)
      onSubmit({ audience, body: body.trim(), media_ids: media.map((m) => m.media_id), price: paid ? price : null, send_at: sendAt });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="large">
        <RadioGroup
          label="Send to"
          description={`Up to ${formatCount(MASS_USER_CAP)} users. One mass message every 6 hours.`}
          value={audience}
          onChange={(id) => setAudience(id as MassAudience)}
          options={MASS_AUDIENCES.map((id) => ({ id, label: `${MASS_AUDIENCE_LABEL[id]} (${formatCount(sizes[id])})` }))}
        />
        <TextArea
          label="Message"
          description="Text, media from your vault, or both."
          value={body}
          onChange={setBody}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={5}
          isInvalid={Boolean(shown.body)}
          errorMessage={shown.body}
        />
        <Stack gap="small">
          {media.length > 0 && (
            <MediaGrid label="Media of this message">
              {media.map((m) => (
                <li key={m.media_id}>
                  <Stack gap="xsmall">
                    <MediaTile kind={m.kind === 2 ? 'video' : 'image'} src={m.thumb} alt={m.file_name} />
                    {onRemoveMedia && (
                      <Button size="sm" variant="ghost" onPress={() => onRemoveMedia(m.media_id)} aria-label={`Remove ${m.file_name}`} disabled={submitting}>
                        Remove
                      </Button>
                    )}
                  </Stack>
                </li>
              ))}
            </MediaGrid>
          )}
          <Box display="flex" alignItems="center" gap="small" flexWrap="wrap">
            {media.length < CHAT_MEDIA_MAX && vault}
            <Text size="sm" tone="muted">{`${media.length} of ${CHAT_MEDIA_MAX} media`}</Text>
          </Box>
          {shown.media_ids && (
            <Text tone="danger" size="sm">
              <span role="alert">{shown.media_ids}</span>
            </Text>
          )}
        </Stack>
        <Switch isSelected={paid} onChange={setPaid}>
          Charge to unlock
        </Switch>
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
            <DatePicker label="Date" value={date} onChange={setDate} minValue={today} isInvalid={Boolean(shown.send_at)} />
            <TextField label="Time (PST)" type="time" value={time} onChange={setTime} isInvalid={Boolean(shown.send_at)} errorMessage={shown.send_at} />
          </Stack>
        )}
        {formError && (
          <Text tone="danger">
            <span role="alert">{formError}</span>
          </Text>
        )}
        <Button type="submit" loading={submitting}>
          {schedule ? 'Schedule' : 'Send now'}
        </Button>
      </Stack>
    </form>
  );
}

/** What the server found of the mass message just created (/mass/success?id=): scheduled for its time, or on its way. */
export function MassSuccessView({ scheduled, at }: { scheduled: boolean; at?: number }) {
  return (
    <Stack gap="medium" align="center">
      <Heading level={2}>{scheduled ? 'Your mass message is scheduled' : 'Your mass message is on its way'}</Heading>
      {scheduled && at !== undefined && (
        <Text tone="muted">
          It goes out <DateTime value={at * 1000} />.
        </Text>
      )}
      <Text tone="muted">You can follow its status in your mass messages.</Text>
    </Stack>
  );
}
