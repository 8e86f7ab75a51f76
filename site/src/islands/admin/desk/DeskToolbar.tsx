import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { hasSeveralLocations, locationIdFrom } from '../../../../../domain/locations/work-locations.ts';
import { localePath, t } from '../../../i18n/t.ts';
import { ADMIN_PAGES } from '../admin-pages.ts';
import { CheckboxField } from '../CheckboxField.tsx';
import { $autoPrint, setAutoPrint } from './auto-print.ts';
import { DESK_HEADING_ID } from './desk-focus.ts';
import { $muted, $sound, askForNotifications, notificationState, setMuted, turnSoundOn, type NotificationState } from './desk-alerts.ts';
import { $shopLocations } from '../shop-locations.ts';
import { $deskLocation, $deskLocationRefusal, $stream, chooseDeskLocation, setPause, type DeskBoard } from './desk-store.ts';

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold';
const quiet = `${button} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`;

/** How long a pause lasts, in minutes; null: until someone resumes. */
const PAUSE_CHOICES: readonly (number | null)[] = [15, 30, 60, null];

function pauseChoiceLabel(minutes: number | null): string {
  if (minutes === null) return t('admin-desk.pauseUntilResumed');
  return minutes % 60 === 0 ? t('admin-desk.pauseHours', { hours: minutes / 60 }) : t('admin-desk.pauseMinutes', { minutes });
}

const selectClass = 'min-h-11 rounded-lg border border-field bg-white px-3 text-base text-ink';

/**
 * A chain's desk: which location's orders it shows, all the person's or one. Every location is
 * offered, as staff cannot read which are theirs; the server refuses the others, and its message
 * shows here.
 */
function LocationSwitcher() {
  const locations = useStore($shopLocations);
  const chosen = useStore($deskLocation);
  const refusal = useStore($deskLocationRefusal);
  const [switching, setSwitching] = useState(false);
  const id = useId();
  const refusalId = useId();
  const choose = async (value: string) => {
    setSwitching(true);
    await chooseDeskLocation(locationIdFrom(value));
    setSwitching(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('admin-desk.location')}
      </label>
      <select
        id={id}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => void choose(event.currentTarget.value)}
        aria-describedby={refusal ? refusalId : undefined}
        aria-busy={switching}
        className={selectClass}
      >
        <option value="">{t('admin-desk.allMyLocations')}</option>
        {locations.map((location) => (
          <option key={location.id} value={String(location.id)}>
            {location.name}
          </option>
        ))}
      </select>
      {refusal && (
        <p id={refusalId} role="alert" className="text-sm font-semibold text-chili-700">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** 'Paused until 12:30: no new orders', naming the location on a chain's desk. */
function pauseText(until: string | null, timeZone: string, location: string | null): string {
  const time = until ? clockTime(Date.parse(until), timeZone) : null;
  if (location === null) return time ? t('admin-desk.pausedUntil', { time }) : t('admin-desk.paused');
  return time ? t('admin-desk.pausedLocationUntil', { location, time }) : t('admin-desk.pausedLocation', { location });
}

/** The desk's header: what waits, whether it can ring and is live, desktop notifications, and the shop's pause. */
export function DeskToolbar({ board, waiting }: { board: DeskBoard; waiting: number }) {
  // A chain's desk chooses its location, and its pause says which location it stops.
  const chain = hasSeveralLocations(useStore($shopLocations));
  const location = board.location.name;
  const sound = useStore($sound);
  const stream = useStore($stream);
  const autoPrint = useStore($autoPrint);
  const muted = useStore($muted);
  const [notifications, setNotifications] = useState<NotificationState>(notificationState);
  const [pauseFor, setPauseFor] = useState('30');
  const [pausing, setPausing] = useState(false);
  const pauseId = useId();
  const { pause } = board;

  const changePause = async (paused: boolean) => {
    setPausing(true);
    await setPause(paused, paused && pauseFor !== '' ? Number(pauseFor) : null, board.location.id);
    setPausing(false);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id={DESK_HEADING_ID} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin.screenDesk')}
        </h1>
        <p role="status" className={`text-lg font-bold ${waiting > 0 ? 'text-chili-700' : 'text-ink-muted'}`}>
          {waiting === 0 ? t('admin-desk.noneWaiting') : t('admin-desk.waiting', { count: waiting })}
        </p>
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
          {stream === 'live' ? t('admin-desk.live') : stream === 'connecting' ? t('admin-desk.connecting') : t('admin-desk.reconnecting')}
        </p>
        {chain && <LocationSwitcher />}
        <a
          href={localePath(ADMIN_PAGES['new-order'].href)}
          className="ms-auto inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
        >
          {t('admin.screenNewOrder')}
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {sound === 'unsupported' ? (
          <p className="text-sm font-semibold text-ink-muted">{t('admin-desk.soundUnsupported')}</p>
        ) : muted ? (
          <p className="text-sm font-semibold text-ink-muted">{t('admin-desk.chimeMuted')}</p>
        ) : sound === 'on' ? (
          <p className="text-sm font-semibold text-green-800">{t('admin-desk.soundOn')}</p>
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-100 px-3 py-2 text-amber-950">
            <span className="font-semibold">{t('admin-desk.soundOff')}</span>
            <button type="button" onClick={() => void turnSoundOn()} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
              {t('admin-desk.turnSoundOn')}
            </button>
          </div>
        )}
        {notifications === 'default' && (
          <button type="button" onClick={() => void askForNotifications().then(setNotifications)} className={quiet}>
            {t('admin-desk.desktopNotifications')}
          </button>
        )}
        {notifications === 'granted' && <p className="text-sm font-semibold text-ink-muted">{t('admin-desk.desktopNotificationsOn')}</p>}
        {sound !== 'unsupported' && <CheckboxField label={t('admin-desk.muteChime')} checked={muted} onChange={setMuted} />}
        <CheckboxField label={t('admin-desk.autoPrint')} checked={autoPrint} onChange={setAutoPrint} />
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {pause.paused ? (
            <>
              <p className="font-bold text-chili-700">{pauseText(pause.until, board.timeZone, chain ? location : null)}</p>
              <button
                type="button"
                disabled={pausing}
                onClick={() => void changePause(false)}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {chain ? t('admin-desk.resumeLocation', { location }) : t('admin-desk.resume')}
              </button>
            </>
          ) : (
            <>
              <label htmlFor={pauseId} className="text-sm font-semibold text-ink">
                {chain ? t('admin-desk.pauseLocationFor', { location }) : t('admin-desk.pauseFor')}
              </label>
              <select id={pauseId} value={pauseFor} onChange={(event) => setPauseFor(event.currentTarget.value)} className={selectClass}>
                {PAUSE_CHOICES.map((minutes) => (
                  <option key={String(minutes)} value={minutes === null ? '' : String(minutes)}>
                    {pauseChoiceLabel(minutes)}
                  </option>
                ))}
              </select>
              <button type="button" disabled={pausing} onClick={() => void changePause(true)} className={quiet}>
                {t('admin-desk.pause')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
