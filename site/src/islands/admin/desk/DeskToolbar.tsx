import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { t } from '../../../i18n/t.ts';
import { CheckboxField } from '../CheckboxField.tsx';
import { $autoPrint, setAutoPrint } from './auto-print.ts';
import { DESK_HEADING_ID } from './desk-focus.ts';
import { $muted, $sound, askForNotifications, notificationState, setMuted, turnSoundOn, type NotificationState } from './desk-alerts.ts';
import { $stream, setPause, type DeskBoard } from './desk-store.ts';

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold';
const quiet = `${button} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`;

/** How long a pause lasts, in minutes; null: until someone resumes. */
const PAUSE_CHOICES: readonly (number | null)[] = [15, 30, 60, null];

function pauseChoiceLabel(minutes: number | null): string {
  if (minutes === null) return t('admin-desk.pauseUntilResumed');
  return minutes % 60 === 0 ? t('admin-desk.pauseHours', { hours: minutes / 60 }) : t('admin-desk.pauseMinutes', { minutes });
}

/** The desk's header: what waits, whether it can ring and is live, desktop notifications, and the shop's pause. */
export function DeskToolbar({ board, waiting }: { board: DeskBoard; waiting: number }) {
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
    await setPause(paused, paused && pauseFor !== '' ? Number(pauseFor) : null);
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
              <p className="font-bold text-chili-700">
                {pause.until
                  ? t('admin-desk.pausedUntil', { time: clockTime(Date.parse(pause.until), board.timeZone) })
                  : t('admin-desk.paused')}
              </p>
              <button
                type="button"
                disabled={pausing}
                onClick={() => void changePause(false)}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t('admin-desk.resume')}
              </button>
            </>
          ) : (
            <>
              <label htmlFor={pauseId} className="text-sm font-semibold text-ink">
                {t('admin-desk.pauseFor')}
              </label>
              <select
                id={pauseId}
                value={pauseFor}
                onChange={(event) => setPauseFor(event.currentTarget.value)}
                className="min-h-11 rounded-lg border border-field bg-white px-3 text-base text-ink"
              >
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
