/**
 * /live (issue 22): the creator's go-live screen. With camera and microphone access just granted
 * (a fresh ts) it shows the camera preview and the form (title, free or ticketed entry, now or
 * scheduled); without, the access step. The creator's running live ("Return to your Live") and
 * upcoming lives (Go live now, Cancel) are listed either way.
 */
import type { ReactNode } from 'react';
import { Box, Button, ButtonLink, DatePicker, Heading, ItemList, LiveBadge, LivePreview, RadioGroup, Stack, Switch, Text, TextField, formatPacific } from '#ds';
import { LIVE_TITLE_MAX, type LiveView } from '../../../common/live';
import type { FieldErrors } from '../../lib/forms';
import type { GoLiveForm } from './go-live-form';
import { joinLiveHref } from './live-api';

export interface GoLivePreview {
  stream: MediaStream | null;
  /** Shown while there is no picture. */
  message?: string;
  mirrored: boolean;
  onSwitchCamera?: () => void;
}

export interface GoLiveViewProps {
  /** granted: the check passed a moment ago (fresh ts); needed: a direct visit, the check comes first. */
  access: 'granted' | 'needed';
  onAskAccess: () => void;
  asking?: boolean;
  preview: GoLivePreview;
  form: GoLiveForm;
  onChange: (patch: Partial<GoLiveForm>) => void;
  errors: FieldErrors;
  schedule: boolean;
  onScheduleChange: (schedule: boolean) => void;
  /** Today in Pacific time (the first day offered). */
  today: string;
  onSubmit: () => void;
  submitting?: boolean;
  running: LiveView | null;
  scheduled: LiveView[];
  onCancel: (liveId: number) => void;
  onStartScheduled: (liveId: number) => void;
  /** The scheduled live a button is working on. */
  busyId?: number | null;
  /** Upcoming lives' own problems (a refused cancel). */
  listError?: string;
}

const entryText = (price: number) => (price > 0 ? `Ticket: ${price} coins` : 'Free entry');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="medium">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

function Running({ live }: { live: LiveView }) {
  return (
    <Box background="surface" borderRadius="large" padding="medium">
      <Stack gap="small">
        <Box display="flex" gap="xsmall" alignItems="center">
          <LiveBadge />
          <Text weight="semibold">{live.title}</Text>
        </Box>
        <Text tone="muted" size="sm">
          You are live now. {entryText(live.ticket_price)}.
        </Text>
        <ButtonLink href={joinLiveHref(live.live_id)} variant="primary" icon="live">
          Return to your Live
        </ButtonLink>
      </Stack>
    </Box>
  );
}

function AccessStep({ onAskAccess, asking }: Pick<GoLiveViewProps, 'onAskAccess' | 'asking'>) {
  return (
    <Box background="surface" borderRadius="large" padding="medium">
      <Stack gap="small">
        <Text>Your camera and microphone are needed to go live. Allow them, and the preview opens here.</Text>
        <Button variant="primary" icon="video" onPress={onAskAccess} loading={asking}>
          Allow camera and microphone
        </Button>
      </Stack>
    </Box>
  );
}

function Form(props: GoLiveViewProps) {
  const { form, onChange, errors, schedule, onScheduleChange, today, onSubmit, submitting } = props;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="large">
        <LivePreview {...props.preview} />
        <TextField
          label="Title"
          isRequired
          value={form.title}
          onChange={(title) => onChange({ title })}
          maxLength={LIVE_TITLE_MAX}
          description={`What your Live is about, up to ${LIVE_TITLE_MAX} characters.`}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
        />
        <RadioGroup
          label="Entry"
          orientation="horizontal"
          options={[
            { id: 'free', label: 'Free' },
            { id: 'ticket', label: 'Ticket' },
          ]}
          value={form.entry}
          onChange={(entry) => onChange({ entry: entry === 'ticket' ? 'ticket' : 'free' })}
        />
        {form.entry === 'ticket' && (
          <TextField
            label="Ticket price (coins)"
            isRequired
            inputMode="numeric"
            value={form.price}
            onChange={(price) => onChange({ price })}
            description="Members and fans you grant free access enter free."
            isInvalid={Boolean(errors.price)}
            errorMessage={errors.price}
          />
        )}
        <Switch isSelected={schedule} onChange={onScheduleChange}>
          Schedule for later
        </Switch>
        {schedule && (
          <Stack gap="medium">
            <DatePicker label="Date" value={form.date} onChange={(date) => onChange({ date })} minValue={today} isInvalid={Boolean(errors.starts_at)} />
            <TextField
              label="Time (PST)"
              type="time"
              value={form.time}
              onChange={(time) => onChange({ time })}
              isInvalid={Boolean(errors.starts_at)}
              errorMessage={errors.starts_at}
              description="Your followers hear 3 minutes before it starts."
            />
          </Stack>
        )}
        {errors.form && (
          <Text tone="danger" size="sm">
            <span role="alert">{errors.form}</span>
          </Text>
        )}
        <Button type="submit" variant="primary" icon={schedule ? 'calendar' : 'live'} loading={submitting} fullWidth>
          {schedule ? 'Schedule' : 'Go live'}
        </Button>
      </Stack>
    </form>
  );
}

function Upcoming({
  scheduled,
  onCancel,
  onStartScheduled,
  busyId,
  canStart,
  listError,
}: Pick<GoLiveViewProps, 'scheduled' | 'onCancel' | 'onStartScheduled' | 'busyId' | 'listError'> & { canStart: boolean }) {
  return (
    <Section id="upcoming-lives-title" title="Upcoming lives">
      {scheduled.length === 0 ? (
        <Text tone="muted">No lives scheduled. Your followers hear of a scheduled Live 3 minutes before it starts.</Text>
      ) : (
        <ItemList label="Upcoming lives" gap="small">
          {scheduled.map((live) => (
            <li key={live.live_id} data-testid="scheduled-live">
              <Box background="surface" borderRadius="large" padding="medium">
                <Stack gap="small">
                  <Text weight="semibold">{live.title}</Text>
                  <Text tone="muted" size="sm">
                    {live.starts_at ? formatPacific(live.starts_at * 1000) : ''} · {entryText(live.ticket_price)}
                  </Text>
                  <Box display="flex" gap="small" flexWrap="wrap">
                    {canStart && (
                      <Button variant="primary" icon="live" onPress={() => onStartScheduled(live.live_id)} loading={busyId === live.live_id}>
                        Go live now
                      </Button>
                    )}
                    <Button variant="secondary" onPress={() => onCancel(live.live_id)} disabled={busyId === live.live_id}>
                      Cancel
                    </Button>
                  </Box>
                </Stack>
              </Box>
            </li>
          ))}
        </ItemList>
      )}
      {listError && (
        <Text tone="danger" size="sm">
          <span role="alert">{listError}</span>
        </Text>
      )}
    </Section>
  );
}

export function GoLiveView(props: GoLiveViewProps) {
  const { access, running } = props;
  return (
    <Stack gap="xlarge">
      {running ? (
        <Section id="running-live-title" title="Your Live">
          <Running live={running} />
        </Section>
      ) : (
        <Section id="go-live-title" title="Go live">
          {access === 'granted' ? <Form {...props} /> : <AccessStep onAskAccess={props.onAskAccess} asking={props.asking} />}
        </Section>
      )}
      <Upcoming
        scheduled={props.scheduled}
        onCancel={props.onCancel}
        onStartScheduled={props.onStartScheduled}
        busyId={props.busyId}
        listError={props.listError}
        canStart={access === 'granted' && !running}
      />
    </Stack>
  );
}
