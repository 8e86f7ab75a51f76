import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { CheckboxField } from '../CheckboxField.tsx';
import { $autoPrint, setAutoPrint } from './auto-print.ts';
import { DESK_HEADING_ID } from './desk-focus.ts';
import { $muted, $sound, askForNotifications, notificationState, setMuted, turnSoundOn, type NotificationState } from './desk-alerts.ts';
import { $stream, setPause, type DeskBoard } from './desk-store.ts';
import { countOf } from '../../../../../domain/plural.ts';

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold';
const quiet = `${button} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`;

/** How long a pause lasts; null: until someone resumes. */
const PAUSE_CHOICES: readonly { minutes: number | null; label: string }[] = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: null, label: 'Until I resume' },
];

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
          Order Desk
        </h1>
        <p role="status" className={`text-lg font-bold ${waiting > 0 ? 'text-chili-700' : 'text-ink-muted'}`}>
          {waiting === 0 ? 'No orders waiting' : `${countOf(waiting, 'new order', 'new orders')} waiting`}
        </p>
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
          {stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {sound === 'unsupported' ? (
          <p className="text-sm font-semibold text-ink-muted">This browser cannot play the desk's sound.</p>
        ) : muted ? (
          <p className="text-sm font-semibold text-ink-muted">
            Chime muted on this device: new orders show in the New column and the tab's title
          </p>
        ) : sound === 'on' ? (
          <p className="text-sm font-semibold text-green-800">Sound on: new orders ring until answered</p>
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-100 px-3 py-2 text-amber-950">
            <span className="font-semibold">Sound is off: the browser needs one touch before the desk can ring.</span>
            <button type="button" onClick={() => void turnSoundOn()} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
              Turn sound on
            </button>
          </div>
        )}
        {notifications === 'default' && (
          <button type="button" onClick={() => void askForNotifications().then(setNotifications)} className={quiet}>
            Desktop notifications
          </button>
        )}
        {notifications === 'granted' && <p className="text-sm font-semibold text-ink-muted">Desktop notifications on</p>}
        {sound !== 'unsupported' && <CheckboxField label="Mute the chime (this device)" checked={muted} onChange={setMuted} />}
        <CheckboxField label="Print a kitchen ticket on accept (this device)" checked={autoPrint} onChange={setAutoPrint} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {pause.paused ? (
            <>
              <p className="font-bold text-chili-700">
                Paused{pause.until ? ` until ${clockTime(Date.parse(pause.until), board.timeZone)}` : ''}: no new orders
              </p>
              <button
                type="button"
                disabled={pausing}
                onClick={() => void changePause(false)}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                Resume orders
              </button>
            </>
          ) : (
            <>
              <label htmlFor={pauseId} className="text-sm font-semibold text-ink">
                Pause new orders for
              </label>
              <select
                id={pauseId}
                value={pauseFor}
                onChange={(event) => setPauseFor(event.currentTarget.value)}
                className="min-h-11 rounded-lg border border-field bg-white px-3 text-base text-ink"
              >
                {PAUSE_CHOICES.map((choice) => (
                  <option key={choice.label} value={choice.minutes === null ? '' : String(choice.minutes)}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <button type="button" disabled={pausing} onClick={() => void changePause(true)} className={quiet}>
                Pause
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
